// The forms' onDone: clear what the result lists and follow its redirect, as a page load where it leaves the document.
import type { SubmitResult } from "@membership/forms";
import { useDocumentNavigate } from "../app/paymentDocument.js";
import { finishFlow } from "./finishFlow.js";

export function useFinishFlow(): (result: SubmitResult) => void {
  const navigate = useDocumentNavigate();
  return (result: SubmitResult) => finishFlow(result, navigate);
}
