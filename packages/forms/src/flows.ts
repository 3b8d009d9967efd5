import type { CallOutcome, CancellationRecordInput } from "@membership/api";
import type { FlowDialogKey } from "./dialogs.js";
import {
  asText,
  type FlowDeps,
  failed,
  firstBlank,
  invalid,
  type Outcome,
  reportError,
  type SubmitResult,
  settle,
  trimmed,
} from "./flowSteps.js";
import type { Messages } from "./messages.js";
import { buildCancelMessage, buildContactMessage } from "./relayMessage.js";
import { type RuleContext, ruleContext } from "./rules.js";
import { firstFieldProblem } from "./schemas.js";
import {
  type CancelValues,
  type ContactValues,
  type FloatingCancelValues,
  formFields,
} from "./values.js";

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

// Steps 1 and 2 of spec §4 for contact and cancel: every field filled, then the format checks.
function checkBeforeSending(
  form: "contact" | "cancel",
  values: Readonly<Record<string, string>>,
  context: RuleContext,
): SubmitResult | undefined {
  const blank = firstBlank(values, formFields[form]);
  if (blank !== undefined)
    return invalid("requiredFields", context.messages.form.requiredFields, blank);
  const failure = firstFieldProblem(form, values, context);
  if (failure) return invalid("formatFailure", failure.text, failure.field);
  return undefined;
}

// Only the exact success reply counts, whether or not the api client already checked it. The
// server's own text is not passed on: the visitor sees the catalogue's server-error dialog.
function relayFailure(
  outcome: Outcome<string>,
  networkDialog: FlowDialogKey,
): FlowDialogKey | undefined {
  switch (outcome.kind) {
    // The api client says "sent" only for the relay's success text.
    case "sent":
      return undefined;
    case "rejected":
      return "relayRejected";
    default:
      return networkDialog;
  }
}

/** Contact form submit (spec §4): required, format, send through the relay, then the outcome. */
export async function submitContact(
  values: ContactValues,
  deps: ContactDeps,
): Promise<SubmitResult> {
  const context = ruleContext("submit", deps);
  const entries = trimmed("contact", values);
  const problem = checkBeforeSending("contact", entries, context);
  if (problem) return problem;

  const message = buildContactMessage(entries, context.messages);
  const outcome = await settle(deps, () => deps.sendRelayMessage(message));
  const failure = relayFailure(outcome, "contactEmailFailed");
  if (failure) return failed(failure);
  return {
    status: "succeeded",
    dialog: "contactSent",
    clearForm: true,
    clearStorage: ["session"],
    redirectTo: "/",
  };
}

/**
 * Cancel form submit (spec §4): required, format, relay; after the relay succeeds the
 * cancellation record is posted, and a failure there is only logged.
 */
export async function submitCancel(values: CancelValues, deps: CancelDeps): Promise<SubmitResult> {
  const context = ruleContext("submit", deps);
  const entries = trimmed("cancel", values);
  const problem = checkBeforeSending("cancel", entries, context);
  if (problem) return problem;

  const message = buildCancelMessage(entries, context.messages);
  const outcome = await settle(deps, () => deps.sendRelayMessage(message));
  const failure = relayFailure(outcome, "cancellationEmailFailed");
  if (failure) return failed(failure);

  const record: CancellationRecordInput = {
    orderId: entries.orderId,
    phoneNumber: entries.phoneNumber,
    email: entries.email,
    motivo: entries.reasonForCancellation,
    message: entries.message,
  };
  // The e-mail went out, so a failed record is only logged (spec §8) and the visitor sees success.
  try {
    const recordOutcome = await deps.postCancellationRecord(record);
    if (recordOutcome.kind !== "sent") reportError(deps, recordOutcome);
  } catch (error) {
    reportError(deps, error);
  }
  return {
    status: "succeeded",
    dialog: "cancellationSent",
    clearForm: true,
    clearStorage: ["session"],
    redirectTo: "/",
  };
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
    orderId: entries.orderId,
    phoneNumber: entries.phoneNumber,
    email: entries.email,
    motivo: entries.motivo,
    message: entries.message === "" ? messages.floatingCancel.noDetails : entries.message,
    recaptcha: captchaToken,
  };
  const outcome = await settle(deps, () => deps.postCancellationRecord(record));
  if (outcome.kind !== "sent") return failed("floatingRecordFailed");
  return { status: "succeeded", dialog: "cancellationSent", clearForm: true, clearStorage: [] };
}
