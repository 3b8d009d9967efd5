export {
  BenefitCard,
  type BenefitCardProps,
  BenefitGrid,
  type BenefitGridProps,
} from "./BenefitCard.js";
