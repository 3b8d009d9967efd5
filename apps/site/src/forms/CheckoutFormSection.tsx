// The checkout's payment form for the stored plan: terms saved as they change, the trial price charged, storage cleared after a purchase.
import { checkoutTexts, dialogs, plans } from "@membership/content";
import { CheckoutForm } from "@membership/forms/react";
import styled from "styled-components";
import { renderSiteLink } from "../frame/SiteLink.tsx";
import { type StoredPlan, saveTermsAccepted } from "../storage.ts";
import { useStoredTermsAccepted } from "../useStored.ts";
import { SiteCaptcha } from "./captcha.tsx";
import { logFormProblem, siteServices } from "./services.ts";
import { useFinishFlow } from "./useFinishFlow.ts";

const AcceptedCards = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

const formTexts = {
  paymentHeading: checkoutTexts.paymentTitle,
  summaryHeading: checkoutTexts.orderSummaryTitle,
  billingHeading: checkoutTexts.billingAddressTitle,
  total: checkoutTexts.totalLabel,
  submit: checkoutTexts.purchaseLabel,
  termsPrefix: checkoutTexts.termsCheckbox.before.trim(),
  termsLink: checkoutTexts.termsCheckbox.linkLabel,
} as const;

export interface CheckoutFormSectionProps {
  /** The plan chosen with Buy; its type picks the fixed plan data shown and sent as sku. */
  plan: StoredPlan;
}

export function CheckoutFormSection({ plan }: CheckoutFormSectionProps) {
  const finish = useFinishFlow();
  // The card shows the page's fixed plan data, so what it says is what is charged (the trial price).
  const planCard = plans[plan.subscriptionType];
  const termsAccepted = useStoredTermsAccepted();

  return (
    <section aria-label="Checkout form">
      <CheckoutForm
        plan={planCard}
        submitPayment={(order) => siteServices.submitPayment(order, plan.subscriptionType)}
        termsAccepted={termsAccepted}
        onTermsChange={(accepted) => {
          saveTermsAccepted(accepted);
        }}
        termsHref={checkoutTexts.termsCheckbox.linkTo}
        renderLink={renderSiteLink}
        headingLevel={3}
        texts={formTexts}
        captcha={SiteCaptcha}
        dialogs={dialogs}
        onDone={finish}
        logError={logFormProblem}
      />
      <AcceptedCards>{checkoutTexts.acceptedCards}</AcceptedCards>
    </section>
  );
}
