// Checkout: the stored plan's form, which the prerendered HTML holds for every plan (loader/planForms.ts).
import styled from "styled-components";
import { type KitPageProps, PageFrame } from "../app/PageFrame.js";
import { PageSection, SectionHeading } from "../app/PageSection.js";
import { CheckoutFormSection } from "../forms/CheckoutFormSection.js";
import { PLAN_FORM_ATTRIBUTE } from "../loader/planForms.js";
import { useSite } from "../site/SiteContext.js";
import { useCheckoutPlan } from "./useCheckoutPlan.js";

// Holds the form's room while the plan is read: neither the form nor the redirect home moves the footer into view.
const PlanLoading = styled.p`
  min-height: 100vh;
`;

export default function CheckoutPage({ children }: KitPageProps) {
  const { checkout } = useSite().content;
  const plan = useCheckoutPlan();
  return (
    <PageFrame>
      <PageSection aria-labelledby="checkout-title">
        <SectionHeading id="checkout-title">{checkout.heading}</SectionHeading>
        <div {...{ [PLAN_FORM_ATTRIBUTE]: plan?.subscriptionType ?? "" }}>
          {plan ? (
            <CheckoutFormSection plan={plan} />
          ) : (
            <PlanLoading aria-busy="true">{checkout.loadingPlan}</PlanLoading>
          )}
        </div>
      </PageSection>
      {children}
    </PageFrame>
  );
}
