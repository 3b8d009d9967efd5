// The fields of each form, by their fixed form `name`s, in the order the visitor meets them.
export const contactFields = ["firstName", "phoneNumber", "email", "message"] as const;
export const cancelFields = [
  "orderId",
  "phoneNumber",
  "email",
  "reasonForCancellation",
  "message",
] as const;
// Card fields in the order a card prints them: number, expiry, cvv.
export const checkoutFields = [
  "cardNumber",
  "expDate",
  "fcvv",
  "firstName",
  "lastName",
  "address",
  "addressApt",
  "city",
  "state",
  "zipCode",
  "email",
  "phoneNumber",
] as const;
export const floatingCancelFields = [
  "orderId",
  "phoneNumber",
  "email",
  "motivo",
  "message",
] as const;

export type ContactField = (typeof contactFields)[number];
export type CancelField = (typeof cancelFields)[number];
export type CheckoutField = (typeof checkoutFields)[number];

/** The card's own fields: never stored, never handed to a values store. */
export const cardFields = [
  "cardNumber",
  "expDate",
  "fcvv",
] as const satisfies readonly CheckoutField[];
export type CardField = (typeof cardFields)[number];

/** The checkout fields a site may keep for the life of the tab: all but the card's. */
export type KeptCheckoutField = Exclude<CheckoutField, CardField>;
export const keptCheckoutFields = checkoutFields.filter(
  (field): field is KeptCheckoutField => !(cardFields as readonly string[]).includes(field),
);
export type KeptCheckoutValues = Record<KeptCheckoutField, string>;
export type FloatingCancelField = (typeof floatingCancelFields)[number];

/** Contact request; `firstName` holds the visitor's full name. */
export type ContactValues = Record<ContactField, string>;
/** Cancellation request sent from the cancel page. */
export type CancelValues = Record<CancelField, string>;
/** Payment and billing details; `fcvv` is the cvv, `expDate` is mm-yy, `state` a full state name. */
export type CheckoutValues = Record<CheckoutField, string>;
/** Cancellation request from the floating dialog; `motivo` is the reason. */
export type FloatingCancelValues = Record<FloatingCancelField, string>;

export type FormName = "contact" | "cancel" | "checkout" | "floatingCancel";

export interface FormValues {
  contact: ContactValues;
  cancel: CancelValues;
  checkout: CheckoutValues;
  floatingCancel: FloatingCancelValues;
}

export const formFields = {
  contact: contactFields,
  cancel: cancelFields,
  checkout: checkoutFields,
  floatingCancel: floatingCancelFields,
} as const satisfies { [Form in FormName]: readonly (keyof FormValues[Form])[] };

function emptyValues<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ""])) as Record<Field, string>;
}

export const emptyContactValues: Readonly<ContactValues> = Object.freeze(
  emptyValues(contactFields),
);
export const emptyCancelValues: Readonly<CancelValues> = Object.freeze(emptyValues(cancelFields));
export const emptyCheckoutValues: Readonly<CheckoutValues> = Object.freeze(
  emptyValues(checkoutFields),
);
export const emptyFloatingCancelValues: Readonly<FloatingCancelValues> = Object.freeze(
  emptyValues(floatingCancelFields),
);

/** Each form's values before anything is typed. */
export const emptyFormValues: { readonly [Form in FormName]: Readonly<FormValues[Form]> } = {
  contact: emptyContactValues,
  cancel: emptyCancelValues,
  checkout: emptyCheckoutValues,
  floatingCancel: emptyFloatingCancelValues,
};
