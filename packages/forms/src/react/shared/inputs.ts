// How the forms' formatted fields take input: the normalisers of ../../input.ts, the value kept digits only.
import { normaliseCardNumber, normaliseExpiry, normalisePhone } from "../../input.js";
import type { FieldInput } from "./fieldInput.js";
import { loadedRules } from "./rules.js";

export const phoneInput: FieldInput = { normalise: normalisePhone };

export const expiryInput: FieldInput = { normalise: normaliseExpiry };

/** The card number kept as digits, shown grouped once the rules' chunk (which formats it) has loaded. */
export const cardNumberInput: FieldInput = {
  normalise: normaliseCardNumber,
  display: (digits) => loadedRules()?.formatCardNumber(digits) ?? digits,
};
