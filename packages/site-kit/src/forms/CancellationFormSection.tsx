// The cancel page's form: the relay e-mail, then the cancellation record (whose failure is only logged).
import { CancellationForm } from "@membership/forms/react";
import { recordSent } from "../site/events.js";
import { useSite } from "../site/SiteContext.js";
import { SiteCaptcha } from "./captcha.js";
import { fieldsLeftBeforeApp } from "./fieldsLeftBeforeApp.js";
import { logFormProblem } from "./logFormProblem.js";
import { SiteFormsTexts } from "./SiteFormsTexts.js";
import { useFinishFlow } from "./useFinishFlow.js";

export function CancellationFormSection() {
  const { services, content } = useSite();
  const finish = useFinishFlow();
  return (
    <SiteFormsTexts>
      <section aria-label={content.cancel.formLabel}>
        <CancellationForm
          sendRelayMessage={services.sendRelayMessage}
          postCancellationRecord={services.postCancellationRecord}
          captcha={SiteCaptcha}
          onDone={finish}
          onSubmitted={recordSent("cancellation-sent")}
          logError={logFormProblem}
          supportPhone={content.contactDetails}
          fieldsLeftBeforeHydration={fieldsLeftBeforeApp}
        />
      </section>
    </SiteFormsTexts>
  );
}
