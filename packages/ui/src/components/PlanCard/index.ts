export {
  PlanCard,
  type PlanCardData,
  PlanCardList,
  type PlanCardListProps,
  type PlanCardProps,
  type PlanCardVariant,
} from "./PlanCard.js";
