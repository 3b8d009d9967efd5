import type { CallOutcome, CancellationRecordInput } from "@membership/api";
import {
  autofillPresets,
  LoadingOverlay,
  SelectField,
  TextAreaField,
  TextField,
} from "@membership/ui";
import { mergeMessages } from "../../messages.js";
import { emptyCancelValues } from "../../values.js";
import { englishFormsTexts, useFormsTexts } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { type CommonFormTexts, FlowActions } from "../shared/FlowActions.js";
import { FlowDialog } from "../shared/FlowDialog.js";
import { FieldGrid, StyledForm, Wide } from "../shared/Form.styled.js";
import { phoneInput } from "../shared/inputs.js";
import { loadRules } from "../shared/rules.js";
import type { FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";

/** Labels and button texts of the cancellation form; a sister site may reword any of them. */
export interface CancellationFormTexts extends CommonFormTexts {
  orderId: string;
  phoneNumber: string;
  email: string;
  reasonForCancellation: string;
  /** The empty first choice of the reason select. */
  reasonPlaceholder: string;
  message: string;
  submit: string;
  /** Announced while the request is sent. */
  loading: string;
}

/** The English labels and buttons, from `@membership/forms/locales/en-US.json`. */
export const defaultCancellationFormTexts: CancellationFormTexts = englishFormsTexts.cancellation;

export interface CancellationFormProps extends FlowFormProps {
  /** Sends the text block through the e-mail relay (the api client's `sendRelayMessage`). */
  sendRelayMessage(message: string): Promise<CallOutcome<string>>;
  /** Posts the cancellation record once the e-mail went out; a failure is only logged. */
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<unknown>>;
  /** The choices of the reason select, sent as chosen; the catalogue's five (`defaultCancellationReasons`) when omitted. */
  reasons?: readonly string[];
  texts?: Partial<CancellationFormTexts>;
}

/** The cancel page's form (spec §4): e-mail through the relay, then the cancellation record. */
export function CancellationForm({
  sendRelayMessage,
  postCancellationRecord,
  reasons: reasonOverrides,
  captcha: Captcha,
  dialogs,
  messages: messageOverrides,
  onDone,
  logError,
  supportPhone,
  texts,
}: CancellationFormProps) {
  const locale = useFormsTexts();
  const labels: CancellationFormTexts = { ...locale.cancellation, ...texts };
  const messages = mergeMessages(messageOverrides, locale.messages);
  const reasons = reasonOverrides ?? locale.reasons;
  const flow = useFlowForm({
    form: "cancel",
    emptyValues: emptyCancelValues,
    messages,
    onDone,
    runFlow: async (values) =>
      (await loadRules()).submitCancel(values, {
        sendRelayMessage,
        postCancellationRecord,
        messages,
        logError,
      }),
  });

  return (
    <>
      <StyledForm
        ref={flow.formRef}
        noValidate
        aria-busy={flow.submitting}
        onSubmit={(event) => void flow.submit(event)}
      >
        <FieldGrid>
          <Wide>
            <TextField
              label={labels.orderId}
              required
              autoComplete="off"
              {...flow.fieldProps("orderId")}
            />
          </Wide>
          <TextField
            label={labels.phoneNumber}
            required
            hint={labels.phoneNumberHint}
            {...autofillPresets.phoneNumber}
            {...flow.fieldProps("phoneNumber", phoneInput)}
          />
          <TextField
            label={labels.email}
            required
            {...autofillPresets.email}
            {...flow.fieldProps("email")}
          />
          <Wide>
            <SelectField
              label={labels.reasonForCancellation}
              required
              placeholder={labels.reasonPlaceholder}
              options={reasons.map((reason) => ({ value: reason, label: reason }))}
              {...flow.fieldProps("reasonForCancellation")}
            />
          </Wide>
          <Wide>
            <TextAreaField label={labels.message} required {...flow.fieldProps("message")} />
          </Wide>
        </FieldGrid>
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
      <FlowDialog
        state={flow.dialog}
        dialogs={dialogs ?? locale.dialogs}
        onClose={flow.closeDialog}
      />
    </>
  );
}
