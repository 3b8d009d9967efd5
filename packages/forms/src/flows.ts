import {
  type CallOutcome,
  type CancellationRecordInput,
  type PaymentInput,
  type PaymentReply,
  RELAY_SUCCESS_TEXT,
} from "@membership/api";
import { type CardType, cardType, isExpiryValid, splitExpiry } from "./card.js";
import type { FlowDialogKey } from "./dialogs.js";
import type { MessageOverrides, Messages } from "./messages.js";
import { buildCancelMessage, buildContactMessage } from "./relayMessage.js";
import { type RuleContext, ruleContext } from "./rules.js";
import { firstFieldProblem } from "./schemas.js";
import {
  type CancelValues,
  type CheckoutValues,
  type ContactValues,
  type FloatingCancelValues,
  type FormName,
  type FormValues,
  formFields,
} from "./values.js";

/** Browser storage a successful submit clears: session storage, the saved plan, the terms flag. */
export type StorageArea = "session" | "plan" | "terms";

export interface SubmitResult {
  /** invalid: a check failed before sending; failed: the call failed; succeeded: all done. */
  status: "invalid" | "failed" | "succeeded";
  dialog: FlowDialogKey;
  /**
   * Text that replaces the dialog's catalogue text: the field message (or the floating dialog's
   * inline message) or the payment's ResponseData. Absent when the catalogue text applies.
   */
  text?: string;
  /** A second line under the dialog's text, e.g. what to check after a payment timed out. */
  note?: string;
  /** The first failing field, for focus. */
  field?: string;
  /** True only on success: on failure the visitor's input is kept. */
  clearForm: boolean;
  clearStorage: StorageArea[];
  /** Where to go once the success dialog is closed. */
  redirectTo?: "/";
}

interface FlowDeps {
  /** A full catalogue or overrides of some texts. */
  messages?: MessageOverrides;
  /** Where unexpected errors and a failed cancellation record are reported; console.error when omitted. */
  logError?(error: unknown): void;
}

export interface ContactDeps extends FlowDeps {
  sendRelayMessage(message: string): Promise<CallOutcome>;
}

export interface CancelDeps extends ContactDeps {
  /** Any `CallOutcome` value counts as sent (the api client resolves `CallOutcome<void>`). */
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<unknown>>;
}

/** What the payment call receives: the trimmed checkout values plus what is derived at submit. */
export interface CheckoutOrder extends CheckoutValues {
  cardType: CardType;
  /** Two digits, e.g. "08". */
  expMonth: string;
  /** Four digits, e.g. "2029". */
  expYear: string;
  /** The solved captcha's token: the order carries it, so a backend can refuse an order no person sent. */
  captchaToken?: string;
  /** This order's own key (see PendingOrder): a backend refuses a second order with the same key. */
  idempotencyKey?: string;
}

export interface CheckoutDeps extends FlowDeps {
  /** Whether the terms checkbox is ticked. */
  termsAccepted: boolean;
  /** Saves the terms choice in storage; called on every submit, before any check. */
  saveTermsAccepted?(accepted: boolean): void;
  /** The clock for the expiry check; the current time when omitted. */
  now?: Date;
  /**
   * Sends the order. "sent" with ResponseCode 200 is success; "sent" with another code, or
   * "rejected" with a text, shows that text (the ResponseData); anything else is a failed request.
   */
  submitPayment(order: CheckoutOrder): Promise<CallOutcome<PaymentReply>>;
}

export interface FloatingCancelDeps extends FlowDeps {
  /** The solved captcha's token; null or empty while unsolved. */
  captchaToken: string | null;
  /** Receives the record with its `recaptcha` token. */
  postCancellationRecord(record: CancellationRecordInput): Promise<CallOutcome<unknown>>;
}

/** What a site charges for the chosen plan: the amount (the trial price) and the plan type sent as sku. */
export interface Charge {
  amount: string;
  sku: string;
}

/** The payment call's input for a checkout order (fcvv is the cvv) and the site's charge. */
export function toPaymentInput(order: CheckoutOrder, charge: Charge): PaymentInput {
  return {
    cardNumber: order.cardNumber,
    cvv: order.fcvv,
    expMonth: order.expMonth,
    expYear: order.expYear,
    cardType: order.cardType,
    firstName: order.firstName,
    lastName: order.lastName,
    address: order.address,
    addressApt: order.addressApt,
    city: order.city,
    state: order.state,
    zipCode: order.zipCode,
    email: order.email,
    phoneNumber: order.phoneNumber,
    amount: charge.amount,
    sku: charge.sku,
    ...(order.captchaToken === undefined ? {} : { captchaToken: order.captchaToken }),
    ...(order.idempotencyKey === undefined ? {} : { idempotencyKey: order.idempotencyKey }),
  };
}

type Outcome<T> = CallOutcome<T>;

const asText = (value: unknown): string =>
  typeof value === "string" ? value : String(value ?? "");

const reportError = (deps: FlowDeps, error: unknown): void => {
  (deps.logError ?? console.error)(error);
};

// Clients never throw by contract; if one does, the visitor sees the same dialog as a failed request.
async function settle<T>(deps: FlowDeps, call: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await call();
  } catch (error) {
    reportError(deps, error);
    return { kind: "network-error" };
  }
}

function invalid(dialog: FlowDialogKey, text: string, field: string): SubmitResult {
  return { status: "invalid", dialog, text, field, clearForm: false, clearStorage: [] };
}

function failed(dialog: FlowDialogKey, text?: string): SubmitResult {
  return text === undefined
    ? { status: "failed", dialog, clearForm: false, clearStorage: [] }
    : { status: "failed", dialog, text, clearForm: false, clearStorage: [] };
}

function trimmed<Form extends FormName>(form: Form, values: FormValues[Form]): FormValues[Form] {
  const source = (values ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    formFields[form].map((field) => [field, asText(source[field]).trim()]),
  ) as FormValues[Form];
}

function firstBlank(values: Readonly<Record<string, string>>, fields: readonly string[]) {
  return fields.find((field) => (values[field] ?? "") === "");
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
    case "sent":
      return outcome.value === RELAY_SUCCESS_TEXT ? undefined : "relayRejected";
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

function readPaymentReply(value: unknown): { code: number; data: string } {
  const reply = (typeof value === "object" && value !== null ? value : {}) as Partial<
    Record<keyof PaymentReply, unknown>
  >;
  // The code is compared as a number so a "200" string from a loose backend also counts.
  return { code: Number(reply.ResponseCode), data: asText(reply.ResponseData) };
}

/**
 * Checkout submit (spec §4): terms (the choice is saved first), required, format, expiry, then
 * the payment call with trimmed values, the card type and the expiry split into month and year.
 */
export async function submitCheckout(
  values: CheckoutValues,
  deps: CheckoutDeps,
): Promise<SubmitResult> {
  const context = ruleContext("submit", deps);
  const messages: Messages = context.messages;
  const termsAccepted = deps.termsAccepted === true;
  deps.saveTermsAccepted?.(termsAccepted);
  if (!termsAccepted) return invalid("termsNotAccepted", messages.form.termsNotAccepted, "terms");

  const entries = trimmed("checkout", values);
  const blank = firstBlank(entries, formFields.checkout);
  if (blank !== undefined) return invalid("requiredFields", messages.form.requiredFields, blank);
  const failure = firstFieldProblem("checkout", entries, context);
  if (failure) return invalid("formatFailure", failure.text, failure.field);
  const expiry = splitExpiry(entries.expDate);
  if (!expiry || !isExpiryValid(entries.expDate, deps.now ?? new Date())) {
    return invalid("badExpiry", messages.expiry.invalid, "expDate");
  }

  const order: CheckoutOrder = {
    ...entries,
    cardType: cardType(entries.cardNumber),
    expMonth: expiry.month,
    expYear: expiry.year,
  };
  const outcome = await settle(deps, () => deps.submitPayment(order));
  // The api client reports a code other than 200 as "rejected" with the ResponseData as text.
  if (outcome.kind === "rejected" && asText(outcome.text).trim() !== "") {
    return failed("paymentRejected", asText(outcome.text));
  }
  // No answer that can be read (a timeout, a reset connection, a 5xx, an unreadable reply): the order may have been
  // charged. The spec's text stays, a second line says what to check.
  if (outcome.kind !== "sent")
    return { ...failed("paymentFailed"), note: messages.payment.timedOut };
  const reply = readPaymentReply(outcome.value);
  if (reply.code !== 200) return failed("paymentRejected", reply.data);
  return {
    status: "succeeded",
    dialog: "checkoutSucceeded",
    text: reply.data,
    clearForm: true,
    clearStorage: ["terms", "plan", "session"],
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
