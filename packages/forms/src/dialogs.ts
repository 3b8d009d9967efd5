// The dialogs a submit ends in: spec §8's errors and the success dialogs, word for word; and the cancellation reasons.

/** The dialogs a submit can end in. */
export type FlowDialogKey =
  | "requiredFields"
  | "formatFailure"
  | "termsNotAccepted"
  | "badExpiry"
  | "relayRejected"
  | "cancellationEmailFailed"
  | "contactEmailFailed"
  | "paymentRejected"
  | "paymentFailed"
  | "floatingRecordFailed"
  | "contactSent"
  | "checkoutSucceeded"
  | "cancellationSent";

/** One dialog: what the ui `Dialog` shows. */
export interface DialogEntry {
  readonly title: string;
  /** Empty where the flow supplies the text (field message, provider's ResponseData). */
  readonly text: string;
  readonly button: string;
  readonly variant: "error" | "success";
}

/** Every dialog a submit can end in. */
export type DialogCatalogue = Readonly<Record<FlowDialogKey, DialogEntry>>;

export const defaultDialogs = {
  requiredFields: {
    title: "Error!",
    text: "You must fill out the fields to continue",
    button: "Sure!",
    variant: "error",
  },
  // The text is the failing field's message.
  formatFailure: { title: "Error!", text: "", button: "I am going to change it", variant: "error" },
  termsNotAccepted: {
    title: "Error!",
    text: "You must accept terms and conditions",
    button: "OK",
    variant: "error",
  },
  badExpiry: {
    title: "Error!",
    text: "The expiration date of your card is not valid",
    button: "OK",
    variant: "error",
  },
  relayRejected: {
    title: "Error",
    text: "Error in the server. Try again, please",
    button: "OK",
    variant: "error",
  },
  cancellationEmailFailed: {
    title: "Error",
    text: "Error sending the cancellation email. Please, try again",
    button: "OK",
    variant: "error",
  },
  contactEmailFailed: {
    title: "Error",
    text: "Error sending contact email. Please, try again",
    button: "OK",
    variant: "error",
  },
  // The text is the provider's ResponseData.
  paymentRejected: { title: "Error!", text: "", button: "OK", variant: "error" },
  paymentFailed: {
    title: "Error",
    text: "Error sending the checkout information. Please try again",
    button: "OK",
    variant: "error",
  },
  floatingRecordFailed: {
    title: "Error",
    text: "The request could not be sent",
    button: "OK",
    variant: "error",
  },
  // "One our" is the spec's wording, kept as is.
  contactSent: {
    title: "Message sent!",
    text: "One our representatives will contact you shortly",
    button: "OK",
    variant: "success",
  },
  // Shown after the provider's reply text.
  checkoutSucceeded: {
    title: "Successful transaction",
    text: "An email with the order details will be sent to you shortly.",
    button: "OK",
    variant: "success",
  },
  cancellationSent: {
    title: "The cancellation was sent",
    text: "One of our advisors will contact you soon.",
    button: "OK",
    variant: "success",
  },
} as const satisfies DialogCatalogue;

/** Reasons offered by the cancellation forms, in the spec's order and wording ("Not longer" sic). */
export const defaultCancellationReasons = [
  "Too expensive",
  "Not longer needed",
  "Didn't receive welcome letter",
  "Not what I was looking for",
  "I have never subscribed",
] as const;
