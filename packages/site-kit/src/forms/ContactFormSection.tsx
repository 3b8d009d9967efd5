// The contact page's form: sent through the e-mail relay; after the success dialog, session storage is cleared and the visitor goes home.
import { ContactForm } from "@membership/forms/react";
import { recordSent } from "../site/events.js";
import { useSite } from "../site/SiteContext.js";
import { SiteFormsTexts } from "./SiteFormsTexts.js";
import { useSiteFormWiring } from "./useFinishFlow.js";

export function ContactFormSection() {
  const { services, content } = useSite();
  const wiring = useSiteFormWiring();
  return (
    <SiteFormsTexts>
      <section aria-label={content.contact.formLabel}>
        <ContactForm
          {...wiring}
          sendRelayMessage={services.sendRelayMessage}
          onSubmitted={recordSent("contact-sent")}
        />
      </section>
    </SiteFormsTexts>
  );
}
