import type { CallOutcome, CancellationRecordInput } from "@membership/api";
import {
  autofillPresets,
  LoadingOverlay,
  Modal,
  SelectField,
  TextAreaField,
  TextField,
} from "@membership/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { mergeMessages } from "../../messages.js";
import { emptyFloatingCancelValues } from "../../values.js";
import { englishFormsTexts, useFormsTexts } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { type CommonFormTexts, FlowActions } from "../shared/FlowActions.js";
import { FlowDialog } from "../shared/FlowDialog.js";
import { FieldGrid, InlineError, StyledForm, Wide } from "../shared/Form.styled.js";
import { phoneInput } from "../shared/inputs.js";
import { loadRules } from "../shared/rules.js";
import type { FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";
import { Intro } from "./CancelDialogForm.styled.js";

/** Title, labels and button texts of the floating cancellation dialog. */
export interface CancelDialogFormTexts extends CommonFormTexts {
  title: string;
  /** Optional text above the fields. */
  intro: ReactNode;
  orderId: string;
  phoneNumber: string;
  email: string;
  motivo: string;
  /** The empty first choice of the reason select. */
  reasonPlaceholder: string;
  message: string;
  submit: string;
  /** Accessible name of the dialog's close button. */
  close: string;
  /** Announced while the request is sent. */
  loading: string;
}

/** The English title, labels and buttons, from `@membership/forms/locales/en-US.json`; no intro. */
export const defaultCancelDialogFormTexts: CancelDialogFormTexts = englishFormsTexts.cancelDialog;

export interface CancelDialogFormProps extends FlowFormProps {
  /** Whether the form's dialog is open; keep the component mounted so its result dialog can show. */
  open: boolean;
  /** Called when the visitor closes the form's dialog, and after a successful send. */
  onClose(): void;
  /** Posts the record with the captcha token (the api client's `postCancellationRecord`). */
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<unknown>>;
  /** The choices of the reason select, sent as chosen; the catalogue's five (`defaultCancellationReasons`) when omitted. */
  reasons?: readonly string[];
  texts?: Partial<CancelDialogFormTexts>;
}

/**
 * The floating cancellation dialog: its checks run before it closes and show inline; a success
 * closes it and confirms that an advisor will get in touch, a failed record shows an error dialog.
 */
export function CancelDialogForm({
  open,
  onClose,
  postCancellationRecord,
  reasons: reasonOverrides,
  captcha: Captcha,
  dialogs,
  messages: messageOverrides,
  onDone,
  logError,
  supportPhone,
  texts,
}: CancelDialogFormProps) {
  const locale = useFormsTexts();
  const labels: CancelDialogFormTexts = { ...locale.cancelDialog, ...texts };
  const messages = mergeMessages(messageOverrides, locale.messages);
  const reasons = reasonOverrides ?? locale.reasons;
  const problemId = useId();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const flow = useFlowForm({
    form: "floatingCancel",
    emptyValues: emptyFloatingCancelValues,
    messages,
    onDone,
    runFlow: async (values, captchaToken) =>
      (await loadRules()).submitFloatingCancel(values, {
        captchaToken,
        postCancellationRecord,
        messages,
        logError,
      }),
    // The checks answer inside the form; only the outcome of the request gets a dialog.
    showsDialog: (result) => result.status !== "invalid",
    onResult: (result) => {
      setProblem(result.status === "invalid" ? result.text : undefined);
      // The checks answer inline, so focus goes straight to the first field they refused.
      if (result.status === "invalid") flow.focusField(result.field);
      if (result.status === "succeeded") onClose();
    },
  });
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
  const fieldProps = (...args: Parameters<typeof flow.fieldProps>) => {
    const props = flow.fieldProps(...args);
    return props.error !== undefined && props.error === problem
      ? { ...props, error: undefined }
      : props;
  };

  return (
    <>
      <Modal
        open={formShown}
        title={labels.title}
        onClose={onClose}
        closeLabel={labels.close}
        // In the page, not the top layer: reCAPTCHA appends its image challenge to <body>, above it.
        layer="page"
      >
        <StyledForm
          ref={flow.formRef}
          noValidate
          aria-busy={flow.submitting}
          aria-describedby={problem ? problemId : undefined}
          onSubmit={(event) => void flow.submit(event)}
        >
          {labels.intro ? <Intro>{labels.intro}</Intro> : null}
          <FieldGrid>
            <Wide>
              <TextField
                label={labels.orderId}
                required
                autoComplete="off"
                {...fieldProps("orderId")}
              />
            </Wide>
            <TextField
              label={labels.phoneNumber}
              required
              hint={labels.phoneNumberHint}
              {...autofillPresets.phoneNumber}
              {...fieldProps("phoneNumber", phoneInput)}
            />
            <TextField
              label={labels.email}
              required
              {...autofillPresets.email}
              {...fieldProps("email")}
            />
            <Wide>
              <SelectField
                label={labels.motivo}
                required
                placeholder={labels.reasonPlaceholder}
                options={reasons.map((reason) => ({ value: reason, label: reason }))}
                {...fieldProps("motivo")}
              />
            </Wide>
            <Wide>
              <TextAreaField label={labels.message} rows={3} {...fieldProps("message")} />
            </Wide>
          </FieldGrid>
          <InlineError id={problemId} role="alert">
            {problem}
          </InlineError>
          <FlowActions
            Captcha={Captcha}
            captcha={flow.captcha}
            submitting={flow.submitting}
            submitLabel={labels.submit}
            texts={labels}
            supportPhone={supportPhone}
          />
        </StyledForm>
        <LoadingOverlay visible={flow.submitting} label={labels.loading} />
      </Modal>
      <FlowDialog
        state={flow.dialog}
        dialogs={dialogs ?? locale.dialogs}
        onClose={flow.closeDialog}
      />
    </>
  );
}
