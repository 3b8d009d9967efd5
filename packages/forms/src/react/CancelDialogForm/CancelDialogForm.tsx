import { Modal } from "@membership/ui";
import { useEffect, useId, useState } from "react";
import type { FloatingCancelField } from "../../values.js";
import { FlowForm } from "../shared/FlowForm.js";
import { InlineError } from "../shared/Form.styled.js";
import {
  cancelRows,
  type FieldRow,
  FormFields,
  reasonOptions,
  type TextKey,
} from "../shared/FormFields.js";
import { loadRules } from "../shared/rules.js";
import type { CancelDialogFormTexts } from "../shared/texts.js";
import type { CancelRecordProps, FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";
import { Intro } from "./CancelDialogForm.styled.js";

/** The record is posted with the captcha token. */
export interface CancelDialogFormProps extends FlowFormProps, CancelRecordProps {
  /** Whether the form's dialog is open; keep the component mounted so its result dialog can show. */
  open: boolean;
  /** Called when the visitor closes the form's dialog, and after a successful send. */
  onClose(): void;
  texts?: Partial<CancelDialogFormTexts>;
}

// Every field but the message is required; the message is a short one.
const dialogRows: readonly FieldRow<FloatingCancelField, TextKey<CancelDialogFormTexts>>[] =
  cancelRows("motivo", { optional: true, rows: 3 });

/**
 * The floating cancellation dialog: its checks run before it closes and show inline; a success
 * closes it and confirms that an advisor will get in touch, a failed record shows an error dialog.
 */
export function CancelDialogForm(props: CancelDialogFormProps) {
  const { open, onClose } = props;
  const problemId = useId();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const flow = useFlowForm("floatingCancel", props, {
    runFlow: async (values, captchaToken, messages) =>
      (await loadRules()).submitFloatingCancel(values, { ...props, messages, captchaToken }),
    // The checks answer inside the form; only the outcome of the request gets a dialog.
    showsDialog: (result) => result.status !== "invalid",
    onResult: (result) => {
      setProblem(result.status === "invalid" ? result.text : undefined);
      // The checks answer inline, so focus goes straight to the first field they refused.
      if (result.status === "invalid") flow.focusField(result.field);
      if (result.status === "succeeded") onClose();
    },
  });
  const { labels } = flow;
  const { reset: resetCaptcha } = flow.captcha;
  // One dialog at a time: the form's dialog steps aside while a result dialog shows, and comes
  // back with every typed value (Formik's state lives here) once the visitor closes it.
  const formShown = open && !flow.dialogOpen;

  // A closed dialog unmounts the captcha, so its token is gone too.
  useEffect(() => {
    if (!formShown) {
      resetCaptcha();
      setProblem(undefined);
    }
  }, [formShown, resetCaptcha]);

  /** A field's message, unless the inline alert already says the same. */
  const bind: typeof flow.fieldProps = (...args) => {
    const field = flow.fieldProps(...args);
    return field.error !== undefined && field.error === problem
      ? { ...field, error: undefined }
      : field;
  };

  return (
    <FlowForm
      {...props}
      flow={flow}
      describedBy={problem ? problemId : undefined}
      frame={(content) => (
        // In the page, not the top layer: reCAPTCHA appends its image challenge to <body>, above it.
        <Modal
          open={formShown}
          title={labels.title}
          onClose={onClose}
          closeLabel={labels.close}
          layer="page"
        >
          {content}
        </Modal>
      )}
    >
      {labels.intro ? <Intro>{labels.intro}</Intro> : null}
      <FormFields
        rows={dialogRows}
        texts={labels}
        bind={bind}
        options={{ motivo: reasonOptions(flow.reasons) }}
      />
      <InlineError id={problemId} role="alert">
        {problem}
      </InlineError>
    </FlowForm>
  );
}
