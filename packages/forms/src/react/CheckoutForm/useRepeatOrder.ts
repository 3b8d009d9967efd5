// The question before a second Purchase while an order sent from this tab has no known outcome.
import type { DialogProps } from "@membership/ui";
import { type FormEvent, useState } from "react";
import type { CheckoutFormTexts } from "../shared/texts.js";
import type { PendingOrderGuard } from "./usePendingOrder.js";

interface RepeatOrderFlow {
  submitting: boolean;
  captcha: { solved: boolean };
  submit(): Promise<void>;
}

/** The form's submit, which asks first while an order is pending, and the props of the dialog that asks. */
export function useRepeatOrder(
  flow: RepeatOrderFlow,
  pendingOrder: PendingOrderGuard,
  texts: CheckoutFormTexts,
) {
  const [asking, setAsking] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flow.captcha.solved && !flow.submitting && pendingOrder.current() !== null) {
      setAsking(true);
      return;
    }
    void flow.submit();
  };
  const dialog: DialogProps = {
    open: asking,
    title: texts.repeatTitle,
    text: texts.repeatText,
    buttonText: texts.repeatCancel,
    confirmButtonText: texts.repeatConfirm,
    variant: "error",
    onClose: () => setAsking(false),
    onConfirm: () => {
      setAsking(false);
      void flow.submit();
    },
  };
  return { onSubmit, dialog };
}
