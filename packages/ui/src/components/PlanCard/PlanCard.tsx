import { type ReactNode, useId } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { splitPrice } from "../../shared/price.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Button } from "../Button/Button.js";
import {
  Actions,
  Card,
  Cents,
  Description,
  Dollars,
  type PlanCardVariant,
  PlanList,
  PlanType,
  Price,
  Trial,
} from "./PlanCard.styled.js";

export type { PlanCardVariant };

/** The plan record of spec §3, every text ready to show: what a plan card renders (content builds it). */
export interface PlanCardData {
  /** The configured type, e.g. "BASIC": shown, and sent as the order's sku. */
  subscriptionType: string;
  /** The monthly price as the locale writes it, e.g. "$39.95". */
  subscriptionPrice: string;
  /** "Trial for 30 days at". */
  subscriptionTrialInfo: string;
  /** The trial price as the locale writes it, e.g. "$3.29". */
  subscriptionTrialPrice: string;
  /** "Monthly". */
  subscriptionDescription: string;
  /** "Buy". */
  subscriptionButtonText: string;
}

export interface PlanCardProps {
  /** The plan shown: name, prices, billing period, trial and button text. */
  plan: PlanCardData;
  /** "checkout": no buy button, a fixed 25em height and room for the terms checkbox. */
  variant?: PlanCardVariant;
  /** Called when Buy is pressed (default variant). */
  onBuy?: () => void;
  /** Data attributes of the Buy button, e.g. what a page's script needs to handle a press before the app is in. */
  buyButtonAttributes?: Readonly<Record<`data-${string}`, string>>;
  /** Shown in the checkout variant, e.g. the terms checkbox linking to /terms-of-service. */
  termsSlot?: ReactNode;
  /** Level of the plan's name in the page outline. */
  headingLevel?: HeadingLevel;
}

export function PlanCard({
  plan,
  variant = "default",
  onBuy,
  buyButtonAttributes,
  termsSlot,
  headingLevel = 3,
}: PlanCardProps) {
  useMembershipTheme();
  const headingId = useId();
  const price = splitPrice(plan.subscriptionPrice);
  const isCheckout = variant === "checkout";
  return (
    <Card $variant={variant} aria-labelledby={headingId} data-variant={variant}>
      <PlanType as={headingTag(headingLevel)} id={headingId}>
        {plan.subscriptionType}
      </PlanType>
      <Price>
        <Dollars data-part="dollars">{price.dollars}</Dollars>
        {price.cents ? <Cents data-part="cents">{price.cents}</Cents> : null}
      </Price>
      <Description>{plan.subscriptionDescription}</Description>
      <Trial>
        {plan.subscriptionTrialInfo} <strong>{plan.subscriptionTrialPrice}</strong>
      </Trial>
      {isCheckout ? (
        termsSlot ? (
          <Actions>{termsSlot}</Actions>
        ) : null
      ) : (
        <Actions>
          <Button fullWidth onClick={onBuy} aria-describedby={headingId} {...buyButtonAttributes}>
            {plan.subscriptionButtonText}
          </Button>
        </Actions>
      )}
    </Card>
  );
}

export interface PlanCardListProps<Plan extends PlanCardData> {
  /** The plans, in the order they are shown. */
  plans: readonly Plan[];
  /** Called with the chosen plan when its Buy button is pressed. */
  onBuy?: (plan: Plan) => void;
  /** Data attributes of each plan's Buy button. */
  buyButtonAttributes?: (plan: Plan) => Readonly<Record<`data-${string}`, string>>;
  /** The variant of every card in the list. */
  variant?: PlanCardVariant;
  /** Level of the plan's name in the page outline. */
  headingLevel?: HeadingLevel;
  /** Accessible name of the list. */
  label?: string;
}

/** The plans side by side from tablet width, stacked on phones. */
export function PlanCardList<Plan extends PlanCardData>({
  plans,
  onBuy,
  buyButtonAttributes,
  variant = "default",
  headingLevel,
  label,
}: PlanCardListProps<Plan>) {
  useMembershipTheme();
  return (
    <PlanList aria-label={label}>
      {plans.map((plan) => (
        <li key={plan.subscriptionType}>
          <PlanCard
            plan={plan}
            variant={variant}
            headingLevel={headingLevel}
            onBuy={onBuy ? () => onBuy(plan) : undefined}
            buyButtonAttributes={buyButtonAttributes?.(plan)}
          />
        </li>
      ))}
    </PlanList>
  );
}
