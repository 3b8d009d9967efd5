import type { HTMLAttributes, HTMLInputTypeAttribute } from "react";

export interface AutofillPreset {
  autoComplete: string;
  inputMode: NonNullable<HTMLAttributes<HTMLInputElement>["inputMode"]>;
  type?: HTMLInputTypeAttribute;
}

/**
 * autocomplete and inputmode of the site's form fields, keyed by the spec's field names, so the
 * browser can fill them in and phones show the right keyboard.
 */
export const autofillPresets = {
  cardNumber: { autoComplete: "cc-number", inputMode: "numeric", type: "text" },
  // A numeric keypad: the form inserts mm-yy's dash itself.
  expDate: { autoComplete: "cc-exp", inputMode: "numeric", type: "text" },
  cvv: { autoComplete: "cc-csc", inputMode: "numeric", type: "text" },
  firstName: { autoComplete: "given-name", inputMode: "text", type: "text" },
  lastName: { autoComplete: "family-name", inputMode: "text", type: "text" },
  fullName: { autoComplete: "name", inputMode: "text", type: "text" },
  email: { autoComplete: "email", inputMode: "email", type: "email" },
  phoneNumber: { autoComplete: "tel", inputMode: "tel", type: "tel" },
  address: { autoComplete: "street-address", inputMode: "text", type: "text" },
  addressApt: { autoComplete: "address-line2", inputMode: "text", type: "text" },
  city: { autoComplete: "address-level2", inputMode: "text", type: "text" },
  state: { autoComplete: "address-level1", inputMode: "text" },
  zipCode: { autoComplete: "postal-code", inputMode: "numeric", type: "text" },
} as const satisfies Record<string, AutofillPreset>;

export type AutofillField = keyof typeof autofillPresets;
