import type { CallOutcome } from "@membership/api";
import type { ContactField } from "../../values.js";
import { FlowForm } from "../shared/FlowForm.js";
import { emailRow, type FieldRow, FormFields, messageRow, phoneRow } from "../shared/FormFields.js";
import { loadRules } from "../shared/rules.js";
import type { ContactFormTexts } from "../shared/texts.js";
import type { FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";

export interface ContactFormProps extends FlowFormProps {
  /** Sends the text block through the e-mail relay (the api client's `sendRelayMessage`). */
  sendRelayMessage(message: string): Promise<CallOutcome<string>>;
  texts?: Partial<ContactFormTexts>;
}

const contactRows: readonly FieldRow<ContactField, keyof ContactFormTexts>[] = [
  { name: "firstName", label: "firstName", wide: true, autofill: "fullName" },
  phoneRow,
  emailRow,
  messageRow,
];

/** The contact form (spec §4): full name, phone, e-mail and message, sent through the relay. */
export function ContactForm(props: ContactFormProps) {
  const flow = useFlowForm("contact", props, {
    runFlow: async (values, _captchaToken, messages) =>
      (await loadRules()).submitContact(values, { ...props, messages }),
  });
  return (
    <FlowForm {...props} flow={flow}>
      <FormFields rows={contactRows} texts={flow.labels} bind={flow.fieldProps} />
    </FlowForm>
  );
}
