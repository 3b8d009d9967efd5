// The floating cancellation dialog's form: checks shown inline, the record posted with the captcha token and web_url.
import { CancelDialogForm } from "@membership/forms/react";
import { useEffect } from "react";
import { recordSent } from "../site/events.js";
import { useSite } from "../site/SiteContext.js";
import { SiteCaptcha } from "./captcha.js";
import { logFormProblem } from "./logFormProblem.js";
import { SiteFormsTexts } from "./SiteFormsTexts.js";

export interface FloatingCancelDialogProps {
  open: boolean;
  onClose(): void;
  /** Called once mounted (its code and texts in), to open it in place of the shell. */
  onReady(): void;
}

/** Stays mounted once opened: after a success it closes itself and shows the confirmation. */
export default function FloatingCancelDialog({
  open,
  onClose,
  onReady,
}: FloatingCancelDialogProps) {
  const { services, content } = useSite();
  useEffect(() => onReady(), [onReady]);
  return (
    <SiteFormsTexts>
      <CancelDialogForm
        open={open}
        onClose={onClose}
        postCancellationRecord={services.postCancellationRecord}
        texts={{ title: content.cancel.floatingButton, intro: content.cancel.floatingIntro }}
        captcha={SiteCaptcha}
        logError={logFormProblem}
        onSubmitted={recordSent("cancellation-sent")}
        supportPhone={content.contactDetails}
      />
    </SiteFormsTexts>
  );
}
