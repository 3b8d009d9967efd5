// The checkout's payment form for the chosen plan: terms saved as they change, the trial price charged, storage cleared after a purchase.
import type { Plan } from "@membership/content";
import type { KeptCheckoutValues } from "@membership/forms";
import { CheckoutForm } from "@membership/forms/react";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { isReplacingDocument } from "../app/paymentDocument.js";
import { renderSiteLink } from "../app/SiteLink.js";
import { purchaseOutcomeOf, recordEvent } from "../site/events.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import { pathsOnThisSite } from "../site/locale.js";
import { useSite } from "../site/SiteContext.js";
import { paymentCardImages } from "../site/siteArt.js";
import { saveTermsAccepted } from "../site/storage.js";
import { useStoredTermsAccepted } from "../site/useStored.js";
import { checkoutValuesStore } from "./checkoutValues.js";
import { browserPendingOrders } from "./pendingOrders.js";
import { SiteFormsTexts } from "./SiteFormsTexts.js";
import { useSiteFormWiring } from "./useFinishFlow.js";

const AcceptedCards = styled.p`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export interface CheckoutFormSectionProps {
  /** The configured plan chosen with Buy: what its card shows is what is charged (the trial price). */
  plan: Plan;
}

export function CheckoutFormSection({ plan }: CheckoutFormSectionProps) {
  const { services, content, pages, config, art, languages, payment } = useSite();
  const { checkout } = content;
  const wiring = useSiteFormWiring();
  const termsAccepted = useStoredTermsAccepted();
  const acceptedCards = paymentCardImages(art);
  // What this tab typed before a reload or a visit to another page: decrypted after the first render, and the form
  // fills only the fields still empty by then, so nothing typed in between is lost.
  const [paymentPaths] = useState(() => pathsOnThisSite(languages, pages.pathOf(PAYMENT_PAGE_ID)));
  const [keptStore] = useState(() => checkoutValuesStore(paymentPaths));
  const [pendingOrders] = useState(() => browserPendingOrders(paymentPaths));
  const [keptValues, setKeptValues] = useState<Partial<KeptCheckoutValues>>();
  useEffect(() => {
    let current = true;
    void keptStore.read().then((values) => {
      if (current) setKeptValues(values);
    });
    return () => {
      current = false;
    };
  }, [keptStore]);

  return (
    <SiteFormsTexts>
      <section aria-label={checkout.formLabel}>
        <CheckoutForm
          {...wiring}
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
          {...(keptValues ? { initialValues: keptValues } : {})}
          // Once the purchase is done and the document on its way out, nothing is kept again.
          onValuesChange={(values) => {
            if (!isReplacingDocument()) void keptStore.save(values);
          }}
          pendingOrders={pendingOrders}
          {...(payment?.declineCodes ? { declineCodes: payment.declineCodes } : {})}
          onSubmitted={(result) => {
            const outcome = purchaseOutcomeOf(result);
            if (outcome) recordEvent({ name: "purchase", plan: plan.subscriptionType, outcome });
          }}
        />
        <AcceptedCards>{checkout.acceptedCards}</AcceptedCards>
      </section>
    </SiteFormsTexts>
  );
}
