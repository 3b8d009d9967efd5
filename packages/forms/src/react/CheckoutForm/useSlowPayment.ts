import { useEffect, useState } from "react";

/** After this long, the loading overlay says the payment is still being processed. */
export const SLOW_PAYMENT_NOTICE_MS = 10_000;

/** Whether the payment in flight has taken SLOW_PAYMENT_NOTICE_MS; false again for each new one. */
export function useSlowPayment(submitting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!submitting) return;
    setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_PAYMENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [submitting]);
  return submitting && slow;
}
