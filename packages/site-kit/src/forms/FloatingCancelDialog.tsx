// The floating cancellation dialog's form: checks shown inline, the record posted with the captcha token and web_url.
import { CancelDialogForm } from "@membership/forms/react";
import { useSite } from "../site/SiteContext.js";
import { SiteCaptcha } from "./captcha.js";
import { logFormProblem } from "./logFormProblem.js";
import { SiteFormsTexts } from "./SiteFormsTexts.js";

export interface FloatingCancelDialogProps {
  open: boolean;
  onClose(): void;
}

/** Stays mounted once opened: after a success it closes itself and shows the confirmation. */
export default function FloatingCancelDialog({ open, onClose }: FloatingCancelDialogProps) {
  const { services, content } = useSite();
  return (
    <SiteFormsTexts>
      <CancelDialogForm
        open={open}
        onClose={onClose}
        postCancellationRecord={services.postCancellationRecord}
        texts={{ intro: content.cancel.floatingIntro }}
        captcha={SiteCaptcha}
        logError={logFormProblem}
        supportPhone={content.contactDetails}
      />
    </SiteFormsTexts>
  );
}
