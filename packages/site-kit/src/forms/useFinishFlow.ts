// The forms' onDone: clear what the result lists and follow its redirect: with the router within this document, out of
// the payment document by replacing it (its one way out).
import type { SubmitResult } from "@membership/forms";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { replaceDocument, useCrossesPaymentDocument } from "../app/paymentDocument.js";
import { useSite } from "../site/SiteContext.js";
import { finishFlow } from "./finishFlow.js";

export function useFinishFlow(): (result: SubmitResult) => void {
  const navigate = useNavigate();
  const crosses = useCrossesPaymentDocument();
  const { prefix } = useSite().languages;
  return useCallback(
    (result: SubmitResult) =>
      finishFlow(result, (to) => (crosses(to) ? replaceDocument(`${prefix}${to}`) : navigate(to))),
    [navigate, crosses, prefix],
  );
}
