// The checkout's payment form for the chosen plan: terms saved as they change, the trial price charged, storage cleared after a purchase.
import type { Plan } from "@membership/content";
import { CheckoutForm } from "@membership/forms/react";
import { useState } from "react";
import styled from "styled-components";
import { renderSiteLink } from "../app/SiteLink.js";
import { useSite } from "../site/SiteContext.js";
import { saveTermsAccepted } from "../site/storage.js";
import { useStoredTermsAccepted } from "../site/useStored.js";
import { SiteCaptcha } from "./captcha.js";
import { readCheckoutValues, saveCheckoutValues } from "./checkoutValues.js";
import { logFormProblem } from "./logFormProblem.js";
import { useFinishFlow } from "./useFinishFlow.js";

const AcceptedCards = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export interface CheckoutFormSectionProps {
  /** The configured plan chosen with Buy: what its card shows is what is charged (the trial price). */
  plan: Plan;
}

export function CheckoutFormSection({ plan }: CheckoutFormSectionProps) {
  const { services, content, pages, config, art } = useSite();
  const { checkout } = content;
  const finish = useFinishFlow();
  const termsAccepted = useStoredTermsAccepted();
  const acceptedCards = art.paymentCards.map((card) => ({ label: card.alt, src: card.src }));
  // What this tab typed before a reload or a visit to another page, read before the form first reports its values.
  // The form renders in the browser only (it needs the stored plan), so the server never sees a difference.
  const [keptValues] = useState(readCheckoutValues);

  return (
    <section aria-label={checkout.formLabel}>
      <CheckoutForm
        plan={plan}
        submitPayment={(order) => services.submitPayment(order, plan.subscriptionType)}
        termsAccepted={termsAccepted}
        onTermsChange={(accepted) => {
          saveTermsAccepted(accepted);
        }}
        termsHref={pages.pathOf(checkout.termsPage)}
        renderLink={renderSiteLink}
        headingLevel={3}
        acceptedCards={acceptedCards}
        trialDays={config.trial.days}
        initialValues={keptValues}
        onValuesChange={saveCheckoutValues}
        supportPhone={config.supportPhone}
        captcha={SiteCaptcha}
        onDone={finish}
        logError={logFormProblem}
      />
      <AcceptedCards>{checkout.acceptedCards}</AcceptedCards>
    </section>
  );
}
