import type { CallOutcome } from "@membership/api";
import type { CancelField } from "../../values.js";
import { FlowForm } from "../shared/FlowForm.js";
import { cancelRows, type FieldRow, FormFields, reasonOptions } from "../shared/FormFields.js";
import { loadRules } from "../shared/rules.js";
import type { CancellationFormTexts } from "../shared/texts.js";
import type { CancelRecordProps, FlowFormProps } from "../shared/types.js";
import { useFlowForm } from "../shared/useFlowForm.js";

/** The relay sends the e-mail, then the record is posted; a record that fails is only logged. */
export interface CancellationFormProps extends FlowFormProps, CancelRecordProps {
  /** Sends the text block through the e-mail relay (the api client's `sendRelayMessage`). */
  sendRelayMessage(message: string): Promise<CallOutcome<string>>;
  texts?: Partial<CancellationFormTexts>;
}

const cancellationRows: readonly FieldRow<CancelField, keyof CancellationFormTexts>[] =
  cancelRows("reasonForCancellation");

/** The cancel page's form (spec §4): e-mail through the relay, then the cancellation record. */
export function CancellationForm(props: CancellationFormProps) {
  const flow = useFlowForm("cancel", props, {
    runFlow: async (values, _captchaToken, messages) =>
      (await loadRules()).submitCancel(values, { ...props, messages }),
  });
  const options = { reasonForCancellation: reasonOptions(flow.reasons) };
  return (
    <FlowForm {...props} flow={flow}>
      <FormFields
        rows={cancellationRows}
        texts={flow.labels}
        bind={flow.fieldProps}
        options={options}
      />
    </FlowForm>
  );
}
