// The trial banner and the two plan cards of the home and price pages; Buy opens the checkout.
import { planList, trialBannerText } from "@membership/content";
import { PlanCardList, SectionInfo } from "@membership/ui";
import { useId } from "react";
import { useNavigate } from "react-router";
import { PageSection, SectionHeading } from "../frame/PageSection.ts";
import { buyPlan } from "../storage.ts";

export interface TrialPlansProps {
  /** A heading over the plan cards, e.g. the price page's title. */
  heading?: string;
}

export function TrialPlans({ heading }: TrialPlansProps) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <>
      <SectionInfo title={trialBannerText} color="secondary" />
      <PageSection aria-labelledby={heading ? headingId : undefined}>
        {heading ? <SectionHeading id={headingId}>{heading}</SectionHeading> : null}
        <PlanCardList
          plans={planList}
          onBuy={(plan) => buyPlan(plan, navigate)}
          label="Membership plans"
        />
      </PageSection>
    </>
  );
}
