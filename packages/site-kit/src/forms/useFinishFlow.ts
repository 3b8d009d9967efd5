// The forms' onDone: clear what the result lists and follow its redirect with the router.
import type { SubmitResult } from "@membership/forms";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { finishFlow } from "./finishFlow.js";

export function useFinishFlow(): (result: SubmitResult) => void {
  const navigate = useNavigate();
  return useCallback((result: SubmitResult) => finishFlow(result, navigate), [navigate]);
}
