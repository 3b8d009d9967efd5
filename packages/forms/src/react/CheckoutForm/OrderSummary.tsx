import type { PlanCardData } from "@membership/ui";
import { useId } from "react";
import { FormSectionHeading } from "../shared/Form.styled.js";
import type { CheckoutFormTexts } from "../shared/texts.js";
import { Summary, SummaryList, SummaryRow } from "./CheckoutForm.styled.js";

export interface OrderSummaryProps {
  plan: PlanCardData;
  texts: CheckoutFormTexts;
  /** The heading's element, e.g. "h2". */
  heading: "h2" | "h3" | "h4" | "h5";
}

/** The plan, its monthly and trial prices, and the total charged today (the trial price). */
export function OrderSummary({ plan, texts, heading }: OrderSummaryProps) {
  const id = useId();
  const rows = [
    ["summaryPlan", plan.subscriptionType],
    ["summaryMonthlyPrice", plan.subscriptionPrice],
    ["summaryTrialPrice", plan.subscriptionTrialPrice],
    ["total", plan.subscriptionTrialPrice],
  ] as const;
  return (
    <Summary aria-labelledby={id}>
      <FormSectionHeading as={heading} id={id}>
        {texts.summaryHeading}
      </FormSectionHeading>
      <SummaryList>
        {rows.map(([label, value]) => (
          <SummaryRow key={label} $total={label === "total"}>
            <dt>{texts[label]}</dt>
            <dd>{value}</dd>
          </SummaryRow>
        ))}
      </SummaryList>
    </Summary>
  );
}
