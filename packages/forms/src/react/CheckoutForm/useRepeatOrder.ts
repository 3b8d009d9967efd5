// The question before a second Purchase of a plan an order was sent for a few minutes ago, from any tab: its outcome
// unknown, or charged.
import type { DialogProps } from "@membership/ui";
import { type FormEvent, useState } from "react";
import type { PendingOrder } from "../../pendingOrder.js";
import type { CheckoutFormTexts } from "../shared/texts.js";
import type { FlowFormState } from "../shared/useFlowForm.js";
import type { PendingOrderGuard } from "./usePendingOrder.js";

/** The form's submit, which asks first while an order is pending, and the props of the dialog that asks. */
export function useRepeatOrder(
  flow: Pick<FlowFormState, "submitting" | "captcha" | "submit">,
  pendingOrder: PendingOrderGuard,
  texts: CheckoutFormTexts,
) {
  const [asking, setAsking] = useState<PendingOrder | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const recent = flow.captcha.solved && !flow.submitting ? pendingOrder.current() : null;
    if (recent) {
      setAsking(recent);
      return;
    }
    void flow.submit();
  };
  const dialog: DialogProps = {
    open: asking !== null,
    title: texts.repeatTitle,
    text: asking?.outcome === "charged" ? texts.repeatTextCharged : texts.repeatText,
    buttonText: texts.repeatCancel,
    confirmButtonText: texts.repeatConfirm,
    variant: "error",
    onClose: () => setAsking(null),
    onConfirm: () => {
      setAsking(null);
      void flow.submit();
    },
  };
  return { onSubmit, dialog };
}
