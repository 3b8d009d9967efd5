// The forms' onDone: clear what the result lists and follow its redirect: with the router within this document, out of
// the payment document by replacing it (its one way out). With it, the wiring every page's form shares.
import type { SubmitResult } from "@membership/forms";
import type { FlowFormProps } from "@membership/forms/react";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { replaceDocument, useCrossesPaymentDocument } from "../app/paymentDocument.js";
import { useSite } from "../site/SiteContext.js";
import { SiteCaptcha } from "./captcha.js";
import { fieldsLeftBeforeApp } from "./fieldsLeftBeforeApp.js";
import { finishFlow } from "./finishFlow.js";
import { logFormProblem } from "./logFormProblem.js";

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

/** What the contact, cancellation and checkout forms are wired with: the site's captcha, onDone, log and support phone. */
export function useSiteFormWiring() {
  return {
    captcha: SiteCaptcha,
    onDone: useFinishFlow(),
    logError: logFormProblem,
    supportPhone: useSite().content.contactDetails,
    fieldsLeftBeforeHydration: fieldsLeftBeforeApp,
  } satisfies FlowFormProps;
}
