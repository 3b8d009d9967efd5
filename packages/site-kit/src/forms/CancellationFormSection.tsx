// The cancel page's form: the relay e-mail, then the cancellation record (whose failure is only logged).
import { CancellationForm } from "@membership/forms/react";
import { recordSent } from "../site/events.js";
import { useSite } from "../site/SiteContext.js";
import { SiteFormsTexts } from "./SiteFormsTexts.js";
import { useSiteFormWiring } from "./useFinishFlow.js";

export function CancellationFormSection() {
  const { services, content } = useSite();
  const wiring = useSiteFormWiring();
  return (
    <SiteFormsTexts>
      <section aria-label={content.cancel.formLabel}>
        <CancellationForm
          {...wiring}
          sendRelayMessage={services.sendRelayMessage}
          postCancellationRecord={services.postCancellationRecord}
          onSubmitted={recordSent("cancellation-sent")}
        />
      </section>
    </SiteFormsTexts>
  );
}
