// Checkout: a neutral shell in the prerendered HTML, the checkout forms for the stored plan after hydration.
import { checkoutHeading } from "@membership/content";
import styled from "styled-components";
import { CheckoutFormSection } from "../forms/index.tsx";
import { PageFrame } from "../frame/PageFrame.tsx";
import { PageSection, SectionHeading } from "../frame/PageSection.ts";
import { useCheckoutPlan } from "./useCheckoutPlan.ts";

// Holds the form's room while the plan is read: neither the form nor the redirect home moves the footer into view.
const PlanLoading = styled.p`
  min-height: 100vh;
`;

export function CheckoutPage() {
  const plan = useCheckoutPlan();
  return (
    <PageFrame>
      <PageSection aria-labelledby="checkout-title">
        <SectionHeading id="checkout-title">{checkoutHeading}</SectionHeading>
        {plan ? (
          <CheckoutFormSection plan={plan} />
        ) : (
          <PlanLoading aria-busy="true">Loading your plan…</PlanLoading>
        )}
      </PageSection>
    </PageFrame>
  );
}
