// The checkout's submit: terms, required fields, formats and expiry, then the payment call.
import {
  type CallOutcome,
  DEFAULT_PAYMENT_DECLINE_CODES,
  type PaymentInput,
  type PaymentReply,
} from "@membership/api";
import { type CardType, cardType } from "./card.js";
import { isExpiryValid, splitExpiry } from "./expiry.js";
import {
  asText,
  checkBeforeSending,
  type FlowDeps,
  failed,
  invalid,
  type SubmitResult,
  settle,
  trimmed,
} from "./flowSteps.js";
import { ruleContext } from "./rules.js";
import type { CheckoutValues } from "./values.js";

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
   * Sends the order, the api client's verdict as it gives it: "sent" is success, "rejected" with a text shows that
   * text (the ResponseData), anything else is a failed request.
   */
  submitPayment(order: CheckoutOrder): Promise<CallOutcome<PaymentReply>>;
  /** The processor's ResponseCodes that are a definite decline (nothing charged); the spec's 402 by default. */
  declineCodes?: readonly number[];
}

/** What a site charges for the chosen plan: the amount (the trial price) and the plan type sent as sku. */
export type Charge = Pick<PaymentInput, "amount" | "sku">;

/** The payment call's input for a checkout order (fcvv is the cvv) and the site's charge. */
export function toPaymentInput(order: CheckoutOrder, charge: Charge): PaymentInput {
  const { fcvv, expDate, ...input } = order;
  return { ...input, cvv: fcvv, amount: charge.amount, sku: charge.sku };
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
  const { messages } = context;
  const termsAccepted = deps.termsAccepted === true;
  deps.saveTermsAccepted?.(termsAccepted);
  if (!termsAccepted) return invalid("termsNotAccepted", messages.form.termsNotAccepted, "terms");

  const entries = trimmed("checkout", values);
  const problem = checkBeforeSending("checkout", entries, context);
  if (problem) return problem;
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
  // The api client reports a code other than 200 as "rejected" with the ResponseData as text. Only a declared decline
  // is final; any other code (a refused key, a server error in the processor's JSON) may hide a charge.
  if (outcome.kind === "rejected" && asText(outcome.text).trim() !== "") {
    const rejected = failed("paymentRejected", asText(outcome.text));
    return (deps.declineCodes ?? DEFAULT_PAYMENT_DECLINE_CODES).includes(outcome.status)
      ? { ...rejected, final: true }
      : { ...rejected, note: messages.payment.timedOut };
  }
  // No answer that can be read (a timeout, a reset connection, a 5xx, an unreadable reply): the order may have been
  // charged. The spec's text stays, a second line says what to check.
  if (outcome.kind !== "sent")
    return { ...failed("paymentFailed"), note: messages.payment.timedOut };
  // "sent" is the api client's verdict (ResponseCode 200): the charge went through.
  return {
    status: "succeeded",
    dialog: "checkoutSucceeded",
    text: asText(outcome.value.ResponseData),
    clearForm: true,
    clearStorage: ["terms", "plan", "session"],
    final: true,
    redirectTo: "/",
  };
}
