// How the forms' formatted fields take input: the normalizers of ../../input.ts, the value kept digits only.
import { normalizeCardNumber, normalizeExpiry, normalizePhone } from "../../input.js";
import type { FieldInput } from "./fieldInput.js";
import { loadedRules } from "./rules.js";

export const phoneInput: FieldInput = { normalize: normalizePhone };

export const expiryInput: FieldInput = { normalize: normalizeExpiry };

/** The card number kept as digits, shown grouped once the rules' chunk (which formats it) has loaded. */
export const cardNumberInput: FieldInput = {
  normalize: normalizeCardNumber,
  display: (digits) => loadedRules()?.formatCardNumber(digits) ?? digits,
};
