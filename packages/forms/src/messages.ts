// Every text the rules and flows produce, in one catalogue a sister site can reword or translate.
// Texts quoted by the product spec (§5) are copied word for word.
export const defaultMessages = {
  email: {
    empty: "Email cannot be empty",
    startsWithDigit: "The email must not start with numbers",
    shape: "It is missing: @, a dot (.), and other characters, for a valid email",
  },
  firstName: {
    empty: "First name cannot be empty",
    invalid: "It doesn't have valid characters for a name",
  },
  lastName: {
    empty: "Last name cannot be empty",
    invalid: "It doesn't have valid characters for a last name",
  },
  phone: {
    empty: "Phone number cannot be empty",
    notNumeric: "This field only accepts numbers",
    length: "The phone number must be 10 digits",
  },
  cardNumber: {
    empty: "Card number cannot be empty",
    notNumeric: "This field only accepts numbers",
    tooLong: "This field must have 16 digits",
  },
  cvv: {
    empty: "Cvv cannot be empty",
    notNumeric: "This field only accepts numbers",
    tooShort: "The cvv must have 3 digits",
    tooLong: "The cvv must not have more than 3 digits",
  },
  expiry: {
    empty: "Expiration date cannot be empty",
    format: "Please enter a valid expDate format(mm-yy)",
    invalid: "The expiration date of your card is not valid",
  },
  city: { empty: "City cannot be empty" },
  state: { empty: "State cannot be empty" },
  address: { empty: "Address cannot be empty" },
  address2: { empty: "Address 2 cannot be empty" },
  message: { empty: "Message cannot be empty" },
  orderId: {
    empty: "Order id cannot be empty",
    specialCharacters: "The order id must not have special characters",
  },
  reason: { empty: "Reason cannot be empty" },
  zipCode: {
    empty: "Zip code cannot be empty",
    notNumeric: "Zip code only accepts numbers",
  },
  form: {
    requiredFields: "You must fill out the fields to continue",
    termsNotAccepted: "You must accept terms and conditions",
  },
  floatingCancel: {
    required: "All fields are required and ReCAPTCHA must be completed.",
    invalidEmail: "Please enter a valid email address.",
    invalidPhone: "Phone number must be numeric and 10 digits.",
    noDetails: "No additional details",
  },
  payment: {
    // The second line of the sending-error dialog after a timeout: the charge may have gone through.
    timedOut:
      "Your payment may still have gone through: check your e-mail for a confirmation before you try again.",
  },
  hints: {
    cardNumber: "Please enter a valid card number",
    cvv: "Please enter a valid cvv",
    name: "Please enter a valid name",
    city: "Please enter a valid city",
    zipCode: "Please enter a valid zip code",
    email: "Please enter a valid email",
    lastName: "Please enter a valid last name",
    state: "Please select a valid state",
    address: "Please enter a valid address",
    phoneNumber: "Please enter a valid phone number",
    message: "Please enter a valid message",
    orderId: "Please enter a valid order id",
    reason: "Please select a valid reason for cancellation",
  },
  // Labels of the plain-text block the email relay forwards to support staff.
  relayLabels: {
    contactTitle: "Contact request",
    cancelTitle: "Cancellation request",
    fullName: "Full name",
    orderId: "Order id",
    phoneNumber: "Phone number",
    email: "Email",
    reasonForCancellation: "Reason for cancellation",
    message: "Message",
  },
} as const;

type Widen<T> = { readonly [Group in keyof T]: { readonly [Key in keyof T[Group]]: string } };

/** The full catalogue: same groups and keys as `defaultMessages`, any wording. */
export type Messages = Widen<typeof defaultMessages>;

/** What a sister site passes to reword some texts: any subset of groups and keys. */
export type MessageOverrides = {
  readonly [Group in keyof Messages]?: Partial<Messages[Group]>;
};

/** Deep-merges overrides into the default catalogue; unknown groups and non-string values are ignored. */
export function mergeMessages(overrides?: MessageOverrides): Messages {
  if (!overrides) return defaultMessages;
  const merged: Record<string, Record<string, string>> = {};
  for (const [group, texts] of Object.entries(defaultMessages)) {
    const groupOverrides: Record<string, unknown> =
      (overrides as Record<string, Record<string, unknown> | undefined>)[group] ?? {};
    const mergedGroup: Record<string, string> = { ...texts };
    for (const key of Object.keys(texts)) {
      const text = groupOverrides[key];
      if (typeof text === "string") mergedGroup[key] = text;
    }
    merged[group] = mergedGroup;
  }
  return merged as unknown as Messages;
}
