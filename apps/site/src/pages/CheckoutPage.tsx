// Checkout: a neutral shell in the prerendered HTML, the checkout forms for the stored plan after hydration.
import { checkoutHeading } from "@membership/content";
import { CheckoutFormSection } from "../forms/index.tsx";
import { PageFrame } from "../frame/PageFrame.tsx";
import { PageSection, SectionHeading } from "../frame/PageSection.ts";
import { useCheckoutPlan } from "./useCheckoutPlan.ts";

export function CheckoutPage() {
  const plan = useCheckoutPlan();
  return (
    <PageFrame>
      <PageSection aria-labelledby="checkout-title">
        <SectionHeading id="checkout-title">{checkoutHeading}</SectionHeading>
        {plan ? <CheckoutFormSection plan={plan} /> : <p aria-busy="true">Loading your plan…</p>}
      </PageSection>
    </PageFrame>
  );
}
