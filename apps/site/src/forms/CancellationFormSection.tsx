// The cancel page's form: the relay e-mail, then the cancellation record (whose failure is only logged).
import { cancellationReasons, dialogs } from "@membership/content";
import { CancellationForm } from "@membership/forms/react";
import { SiteCaptcha } from "./captcha.tsx";
import { logFormProblem, siteServices } from "./services.ts";
import { useFinishFlow } from "./useFinishFlow.ts";

export function CancellationFormSection() {
  const finish = useFinishFlow();
  return (
    <section aria-label="Cancellation form">
      <CancellationForm
        sendRelayMessage={siteServices.sendRelayMessage}
        postCancellationRecord={siteServices.postCancellationRecord}
        reasons={cancellationReasons}
        captcha={SiteCaptcha}
        dialogs={dialogs}
        onDone={finish}
        logError={logFormProblem}
      />
    </section>
  );
}
