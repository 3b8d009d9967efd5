// The contact page's form: sent through the e-mail relay; after the success dialog, session storage is cleared and the visitor goes home.
import { ContactForm } from "@membership/forms/react";
import { recordSent } from "../site/events.js";
import { useSite } from "../site/SiteContext.js";
import { SiteCaptcha } from "./captcha.js";
import { fieldsLeftBeforeApp } from "./fieldsLeftBeforeApp.js";
import { logFormProblem } from "./logFormProblem.js";
import { SiteFormsTexts } from "./SiteFormsTexts.js";
import { useFinishFlow } from "./useFinishFlow.js";

export function ContactFormSection() {
  const { services, content } = useSite();
  const finish = useFinishFlow();
  return (
    <SiteFormsTexts>
      <section aria-label={content.contact.formLabel}>
        <ContactForm
          sendRelayMessage={services.sendRelayMessage}
          captcha={SiteCaptcha}
          onDone={finish}
          onSubmitted={recordSent("contact-sent")}
          logError={logFormProblem}
          supportPhone={content.contactDetails}
          fieldsLeftBeforeHydration={fieldsLeftBeforeApp}
        />
      </section>
    </SiteFormsTexts>
  );
}
