import { isExpiryFormat, isExpiryValid } from "./expiry.js";
import { type MessageOverrides, type Messages, mergeMessages } from "./messages.js";
import { isStateName } from "./states.js";
import type { FormName, FormValues } from "./values.js";

/**
 * Which reading of the spec a check follows. "field": the per-change message (cvv needs 4
 * digits, expiry also checked against the clock). "submit": the pre-submit format step (cvv 3
 * or 4 digits; the expiry date is a later, separate step).
 */
export type RuleReading = "field" | "submit";

export interface RuleContext {
  readonly messages: Messages;
  readonly reading: RuleReading;
  /** Read only when an expiry date is checked, so a long-lived schema uses the current time. */
  readonly now: () => Date;
}

type Rule = (value: string, context: RuleContext) => string | undefined;

/** A text of the catalogue by its "group.key", e.g. "email.empty". */
type MessageKey = {
  [Group in keyof Messages]: `${Group}.${keyof Messages[Group] & string}`;
}[keyof Messages];

function textOf(messages: Messages, key: MessageKey): string {
  const [group, name] = key.split(".") as [keyof Messages, string];
  return (messages[group] as Readonly<Record<string, string>>)[name] ?? "";
}

/** What a filled-in value must pass, and the message it gets when it does not. */
type Check = readonly [
  passes: (text: string, context: RuleContext) => boolean,
  failure: MessageKey,
];

/** A blank value gets the `empty` message; a filled-in one, trimmed, the message of the first check it fails. */
const rule =
  (empty: MessageKey, ...checks: Check[]): Rule =>
  (value, context) => {
    const text = value.trim();
    if (text === "") return textOf(context.messages, empty);
    const failed = checks.find(([passes]) => !passes(text, context));
    return failed && textOf(context.messages, failed[1]);
  };

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

// Letters of any alphabet (with their accents) and spaces.
const namePattern = /^[\p{L}\p{M} ]+$/u;
// No blanks, line breaks or control characters anywhere in an address.
const emailShapePattern = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
const digitsPattern = /^\d+$/;
const phoneCharactersPattern = /^[\d ()]+$/;
const tenDigitsPattern = /^\d{10}$/;
// The spec's "no special characters" check accepts nearly anything: only markup braces and control characters fail.
const orderIdPattern = /^[^<>{}\p{Cc}]+$/u;

const email = rule(
  "email.empty",
  [(text) => !/^\d/.test(text), "email.startsWithDigit"],
  [matches(emailShapePattern), "email.shape"],
);

const phone = rule(
  "phone.empty",
  [matches(phoneCharactersPattern), "phone.notNumeric"],
  [(text) => text.length === 10, "phone.length"],
);

const cardNumber = rule(
  "cardNumber.empty",
  [matches(digitsPattern), "cardNumber.notNumeric"],
  // No minimum length: the spec only caps the number at 16 digits.
  [(text) => text.length <= 16, "cardNumber.tooLong"],
);

const cvv = rule(
  "cvv.empty",
  [matches(digitsPattern), "cvv.notNumeric"],
  // Per change the spec's rule demands 4 characters; before submit 3 or 4 digits pass.
  [(text, { reading }) => text.length >= (reading === "field" ? 4 : 3), "cvv.tooShort"],
  [(text) => text.length <= 4, "cvv.tooLong"],
);

const expiry = rule(
  "expiry.empty",
  [isExpiryFormat, "expiry.format"],
  [(text, { reading, now }) => reading !== "field" || isExpiryValid(text, now()), "expiry.invalid"],
);

const firstName = rule("firstName.empty", [matches(namePattern), "firstName.invalid"]);

const formRules: { readonly [Form in FormName]: Readonly<Record<keyof FormValues[Form], Rule>> } = {
  contact: {
    firstName,
    phoneNumber: phone,
    email,
    message: rule("message.empty"),
  },
  cancel: {
    orderId: rule("orderId.empty", [matches(orderIdPattern), "orderId.specialCharacters"]),
    phoneNumber: phone,
    email,
    reasonForCancellation: rule("reason.empty"),
    message: rule("message.empty"),
  },
  checkout: {
    cardNumber,
    fcvv: cvv,
    expDate: expiry,
    firstName,
    lastName: rule("lastName.empty", [matches(namePattern), "lastName.invalid"]),
    address: rule("address.empty"),
    addressApt: rule("address2.empty"),
    city: rule("city.empty"),
    state: rule("state.empty", [isStateName, "hints.state"]),
    zipCode: rule("zipCode.empty", [matches(digitsPattern), "zipCode.notNumeric"]),
    email,
    phoneNumber: phone,
  },
  floatingCancel: {
    orderId: rule("orderId.empty"),
    phoneNumber: rule("phone.empty", [matches(tenDigitsPattern), "floatingCancel.invalidPhone"]),
    email: rule("email.empty", [matches(emailShapePattern), "floatingCancel.invalidEmail"]),
    motivo: rule("reason.empty"),
    // The floating dialog's message is optional: an empty one is sent as "No additional details".
    message: () => undefined,
  },
};

function ruleFor(form: FormName, field: string): Rule | undefined {
  const rules: Readonly<Record<string, Rule>> = formRules[form];
  return Object.hasOwn(rules, field) ? rules[field] : undefined;
}

/** Whether the form has a rule for the field (a checkbox such as the terms box has none). */
export function hasFieldRule(form: FormName, field: string): boolean {
  return ruleFor(form, field) !== undefined;
}

/** Runs a field's rule under one reading; non-string input is read as text. */
export function checkField(
  form: FormName,
  field: string,
  value: unknown,
  context: RuleContext,
): string | undefined {
  const rule = ruleFor(form, field);
  return rule?.(typeof value === "string" ? value : String(value ?? ""), context);
}

export interface ValidateOptions {
  /** The clock the expiry date is checked against; the current time when omitted. */
  readonly now?: Date;
  /** A full catalogue or overrides of some texts. */
  readonly messages?: MessageOverrides;
}

export function ruleContext(reading: RuleReading, options: ValidateOptions = {}): RuleContext {
  const { now } = options;
  return {
    messages: mergeMessages(options.messages),
    reading,
    now: () => now ?? new Date(),
  };
}

const fieldHintKeys: Readonly<Record<string, MessageKey>> = {
  cardNumber: "hints.cardNumber",
  fcvv: "hints.cvv",
  expDate: "expiry.format",
  firstName: "hints.name",
  lastName: "hints.lastName",
  address: "hints.address",
  addressApt: "hints.address",
  city: "hints.city",
  state: "hints.state",
  zipCode: "hints.zipCode",
  email: "hints.email",
  phoneNumber: "hints.phoneNumber",
  message: "hints.message",
  orderId: "hints.orderId",
  reasonForCancellation: "hints.reason",
  motivo: "hints.reason",
};

/**
 * The generic hint of a field ("Please enter a valid …"), the same on every form; the expiry
 * date's hint is its format text. Undefined for fields without a hint.
 */
export function fieldHint(field: string, messages?: MessageOverrides): string | undefined {
  const key = Object.hasOwn(fieldHintKeys, field) ? fieldHintKeys[field] : undefined;
  return key && textOf(mergeMessages(messages), key);
}
