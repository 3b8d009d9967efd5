import type { CallOutcome, CancellationRecordInput } from "@membership/api";
import {
  asText,
  checkBeforeSending,
  type FlowDeps,
  failed,
  firstBlank,
  invalid,
  reportError,
  type SubmitResult,
  settle,
  trimmed,
} from "./flowSteps.js";
import type { Messages } from "./messages.js";
import { buildRequestMessage } from "./relayMessage.js";
import { ruleContext } from "./rules.js";
import { firstFieldProblem } from "./schemas.js";
import type { CancelValues, ContactValues, FloatingCancelValues, FormValues } from "./values.js";

export {
  type Charge,
  type CheckoutDeps,
  type CheckoutOrder,
  submitCheckout,
  toPaymentInput,
} from "./checkoutFlow.js";
export type { StorageArea, SubmitResult } from "./flowSteps.js";

export interface ContactDeps extends FlowDeps {
  sendRelayMessage(message: string): Promise<CallOutcome>;
}

export interface CancelDeps extends ContactDeps {
  /** Any `CallOutcome` value counts as sent (the api client resolves `CallOutcome<void>`). */
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<unknown>>;
}

export interface FloatingCancelDeps extends FlowDeps {
  /** The solved captcha's token; null or empty while unsolved. */
  captchaToken: string | null;
  /** Receives the record with its `recaptcha` token. */
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<unknown>>;
}

// The dialogs of an e-mail that did not go out and of one that did.
const relayDialogs = {
  contact: { emailFailed: "contactEmailFailed", sent: "contactSent" },
  cancel: { emailFailed: "cancellationEmailFailed", sent: "cancellationSent" },
} as const;

// Spec §4 for contact and cancel: every field filled, the format checks, then the e-mail through the relay; `afterSent`
// runs once it went out. Success clears the form and the session's storage and goes home.
async function submitThroughRelay<Form extends "contact" | "cancel">(
  form: Form,
  values: FormValues[Form],
  deps: ContactDeps,
  afterSent?: (entries: FormValues[Form]) => Promise<void>,
): Promise<SubmitResult> {
  const context = ruleContext("submit", deps);
  const entries = trimmed(form, values);
  const problem = checkBeforeSending(form, entries, context);
  if (problem) return problem;

  const message = buildRequestMessage(form, entries, context.messages);
  const outcome = await settle(deps, () => deps.sendRelayMessage(message));
  // The api client says "sent" only for the relay's exact success text. The server's own text is not passed on: the
  // visitor sees the catalogue's server-error dialog.
  if (outcome.kind === "rejected") return failed("relayRejected");
  if (outcome.kind !== "sent") return failed(relayDialogs[form].emailFailed);
  await afterSent?.(entries);
  return {
    status: "succeeded",
    dialog: relayDialogs[form].sent,
    clearForm: true,
    clearStorage: ["session"],
    redirectTo: "/",
  };
}

/** Contact form submit (spec §4): required, format, send through the relay, then the outcome. */
export function submitContact(values: ContactValues, deps: ContactDeps): Promise<SubmitResult> {
  return submitThroughRelay("contact", values, deps);
}

/**
 * Cancel form submit (spec §4): required, format, relay; after the relay succeeds the
 * cancellation record is posted, and a failure there is only logged.
 */
export function submitCancel(values: CancelValues, deps: CancelDeps): Promise<SubmitResult> {
  return submitThroughRelay("cancel", values, deps, async (entries) => {
    const { reasonForCancellation, ...record } = entries;
    // The e-mail went out, so a failed record is only logged (spec §8) and the visitor sees success.
    try {
      const outcome = await deps.postCancellationRecord({
        ...record,
        motivo: reasonForCancellation,
      });
      if (outcome.kind !== "sent") reportError(deps, outcome);
    } catch (error) {
      reportError(deps, error);
    }
  });
}

const floatingRequiredFields = ["orderId", "phoneNumber", "email", "motivo"] as const;

/**
 * Floating cancellation dialog submit: every field but the message and the captcha are
 * required, then the email and the 10-digit phone; an empty message is sent as
 * "No additional details". Success keeps the visitor on the page.
 */
export async function submitFloatingCancel(
  values: FloatingCancelValues,
  deps: FloatingCancelDeps,
): Promise<SubmitResult> {
  const context = ruleContext("submit", deps);
  const messages: Messages = context.messages;
  const entries = trimmed("floatingCancel", values);
  const captchaToken = asText(deps.captchaToken).trim();

  const blank = firstBlank(entries, floatingRequiredFields);
  if (blank !== undefined || captchaToken === "") {
    return invalid("requiredFields", messages.floatingCancel.required, blank ?? "recaptcha");
  }
  const failure = firstFieldProblem("floatingCancel", entries, context, ["email", "phoneNumber"]);
  if (failure) return invalid("formatFailure", failure.text, failure.field);

  const record: CancellationRecordInput = {
    ...entries,
    message: entries.message === "" ? messages.floatingCancel.noDetails : entries.message,
    recaptcha: captchaToken,
  };
  const outcome = await settle(deps, () => deps.postCancellationRecord(record));
  if (outcome.kind !== "sent") return failed("floatingRecordFailed");
  return { status: "succeeded", dialog: "cancellationSent", clearForm: true, clearStorage: [] };
}
