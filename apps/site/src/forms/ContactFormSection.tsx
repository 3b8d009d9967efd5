// The contact page's form: sent through the e-mail relay; after the success dialog, session storage is cleared and the visitor goes home.
import { dialogs } from "@membership/content";
import { ContactForm } from "@membership/forms/react";
import { SiteCaptcha } from "./captcha.tsx";
import { logFormProblem, siteServices } from "./services.ts";
import { useFinishFlow } from "./useFinishFlow.ts";

export function ContactFormSection() {
  const finish = useFinishFlow();
  return (
    <section aria-label="Contact form">
      <ContactForm
        sendRelayMessage={siteServices.sendRelayMessage}
        captcha={SiteCaptcha}
        dialogs={dialogs}
        onDone={finish}
        logError={logFormProblem}
      />
    </section>
  );
}
