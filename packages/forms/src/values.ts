// The fields of each form, by their fixed form `name`s, in the order the visitor meets them.
export const formFields = {
  contact: ["firstName", "phoneNumber", "email", "message"],
  cancel: ["orderId", "phoneNumber", "email", "reasonForCancellation", "message"],
  // Card fields in the order a card prints them: number, expiry, cvv.
  checkout: [
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
  ],
  floatingCancel: ["orderId", "phoneNumber", "email", "motivo", "message"],
} as const;

export type FormName = keyof typeof formFields;
type FieldOf<Form extends FormName> = (typeof formFields)[Form][number];
export type ContactField = FieldOf<"contact">;
export type CancelField = FieldOf<"cancel">;
export type CheckoutField = FieldOf<"checkout">;
export type FloatingCancelField = FieldOf<"floatingCancel">;

/** Each form's values: a text per field. */
export type FormValues = { [Form in FormName]: Record<FieldOf<Form>, string> };
/** Contact request; `firstName` holds the visitor's full name. */
export type ContactValues = FormValues["contact"];
/** Cancellation request sent from the cancel page. */
export type CancelValues = FormValues["cancel"];
/** Payment and billing details; `fcvv` is the cvv, `expDate` is mm-yy, `state` a full state name. */
export type CheckoutValues = FormValues["checkout"];
/** Cancellation request from the floating dialog; `motivo` is the reason. */
export type FloatingCancelValues = FormValues["floatingCancel"];

/** The card's own fields: never stored, never handed to a values store. */
export const cardFields = [
  "cardNumber",
  "expDate",
  "fcvv",
] as const satisfies readonly CheckoutField[];
export type CardField = (typeof cardFields)[number];

/** The checkout fields a site may keep for the life of the tab: all but the card's. */
export type KeptCheckoutField = Exclude<CheckoutField, CardField>;
export const keptCheckoutFields = formFields.checkout.filter(
  (field): field is KeptCheckoutField => !(cardFields as readonly string[]).includes(field),
);
export type KeptCheckoutValues = Record<KeptCheckoutField, string>;

/** Each form's values before anything is typed. */
export const emptyFormValues = Object.fromEntries(
  Object.entries(formFields).map(([form, fields]) => [
    form,
    Object.freeze(Object.fromEntries(fields.map((field) => [field, ""]))),
  ]),
) as { readonly [Form in FormName]: Readonly<FormValues[Form]> };
