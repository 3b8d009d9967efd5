// The floating cancellation dialog's form: checks shown inline, the record posted with the captcha token and web_url.
import { cancellationReasons, dialogs, floatingCancel } from "@membership/content";
import { CancelDialogForm } from "@membership/forms/react";
import { SiteCaptcha } from "./captcha.tsx";
import { logFormProblem, siteServices } from "./services.ts";

const dialogTexts = {
  title: floatingCancel.dialogTitle,
  intro: floatingCancel.intro,
  submit: floatingCancel.sendLabel,
  close: floatingCancel.closeLabel,
} as const;

export interface FloatingCancelDialogProps {
  open: boolean;
  onClose(): void;
}

/** Stays mounted once opened: after a success it closes itself and shows the confirmation. */
export default function FloatingCancelDialog({ open, onClose }: FloatingCancelDialogProps) {
  return (
    <CancelDialogForm
      open={open}
      onClose={onClose}
      postCancellationRecord={siteServices.postCancellationRecord}
      reasons={cancellationReasons}
      texts={dialogTexts}
      captcha={SiteCaptcha}
      dialogs={dialogs}
      logError={logFormProblem}
    />
  );
}
