// The trial banner and the plan cards of the home and price pages; Buy opens the checkout.
import { PlanCardList, SectionInfo } from "@membership/ui";
import { useId } from "react";
import { PLANS_ANCHOR } from "../app/PageFrame.js";
import { PageSection, SectionHeading } from "../app/PageSection.js";
import { BUY_PLAN_DATA } from "../loader/pageLoader.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import { useSite } from "../site/SiteContext.js";
import { buyPlan, storedPlanText } from "../site/storage.js";

export interface TrialPlansProps {
  /** A heading over the plan cards, e.g. the price page's title. */
  heading?: string;
}

export function TrialPlans({ heading }: TrialPlansProps) {
  const { content, pages, languages } = useSite();
  const headingId = useId();
  const checkout = `${languages.prefix}${pages.pathOf(PAYMENT_PAGE_ID)}`;
  return (
    <div id={PLANS_ANCHOR}>
      <SectionInfo title={content.plans.trialBanner} color="secondary" />
      <PageSection aria-labelledby={heading ? headingId : undefined}>
        {heading ? <SectionHeading id={headingId}>{heading}</SectionHeading> : null}
        <PlanCardList
          plans={content.plans.list}
          // A full page load: the payment page is a document of its own (app/paymentDocument.tsx).
          onBuy={(plan) => buyPlan(plan, () => window.location.assign(checkout))}
          // Before the app, the page's loader does the same with these (loader/pageLoader.ts).
          buyButtonAttributes={(plan) => ({
            [BUY_PLAN_DATA.plan]: storedPlanText(plan),
            [BUY_PLAN_DATA.checkout]: checkout,
          })}
          label={content.plans.label}
        />
      </PageSection>
    </div>
  );
}
