// How the forms' formatted fields take input: the normalizers of ../../input.ts, the value kept digits only.
import { fieldNormalizers } from "../../input.js";
import type { FieldInput } from "./fieldInput.js";
import { loadedRules } from "./rules.js";

export const phoneInput: FieldInput = { normalize: fieldNormalizers.phoneNumber };

export const expiryInput: FieldInput = { normalize: fieldNormalizers.expDate };

/** The card number kept as digits, shown grouped once the rules' chunk (which formats it) has loaded. */
export const cardNumberInput: FieldInput = {
  normalize: fieldNormalizers.cardNumber,
  display: (digits) => loadedRules()?.formatCardNumber(digits) ?? digits,
};
