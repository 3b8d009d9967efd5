import type { CallOutcome } from "@membership/api";
import { autofillPresets, LoadingOverlay, TextAreaField, TextField } from "@membership/ui";
import { mergeMessages } from "../../messages.js";
import { emptyContactValues } from "../../values.js";
import { englishFormsTexts, useFormsTexts } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { type CommonFormTexts, FlowActions } from "../shared/FlowActions.js";
import { FlowDialog } from "../shared/FlowDialog.js";
import { FieldGrid, StyledForm, Wide } from "../shared/Form.styled.js";
import { phoneInput } from "../shared/inputs.js";
import { loadRules } from "../shared/rules.js";
import type { FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";

/** Labels and button texts of the contact form; a sister site may reword any of them. */
export interface ContactFormTexts extends CommonFormTexts {
  firstName: string;
  phoneNumber: string;
  email: string;
  message: string;
  submit: string;
  /** Announced while the message is sent. */
  loading: string;
}

/** The English labels and buttons, from `@membership/forms/locales/en-US.json`. */
export const defaultContactFormTexts: ContactFormTexts = englishFormsTexts.contact;

export interface ContactFormProps extends FlowFormProps {
  /** Sends the text block through the e-mail relay (the api client's `sendRelayMessage`). */
  sendRelayMessage(message: string): Promise<CallOutcome<string>>;
  texts?: Partial<ContactFormTexts>;
}

/** The contact form (spec §4): full name, phone, e-mail and message, sent through the relay. */
export function ContactForm({
  sendRelayMessage,
  captcha: Captcha,
  dialogs,
  messages: messageOverrides,
  onDone,
  logError,
  supportPhone,
  texts,
}: ContactFormProps) {
  const locale = useFormsTexts();
  const labels: ContactFormTexts = { ...locale.contact, ...texts };
  const messages = mergeMessages(messageOverrides, locale.messages);
  const flow = useFlowForm({
    form: "contact",
    emptyValues: emptyContactValues,
    messages,
    onDone,
    runFlow: async (values) =>
      (await loadRules()).submitContact(values, { sendRelayMessage, messages, logError }),
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
              label={labels.firstName}
              required
              {...autofillPresets.fullName}
              {...flow.fieldProps("firstName")}
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
