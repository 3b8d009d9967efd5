// How the forms' formatted fields take input: the normalisers of ../../input.ts, the value kept digits only.
import { normaliseCardNumber, normaliseExpiry, normalisePhone } from "../../input.js";
import type { FieldInput } from "./useFlowForm.js";

export const phoneInput: FieldInput = { normalise: normalisePhone };

export const expiryInput: FieldInput = { normalise: normaliseExpiry };

/** The card number kept as digits, shown grouped by `format` (it loads with the rules' chunk). */
export const cardNumberInput = (format?: (digits: string) => string): FieldInput => ({
  normalise: normaliseCardNumber,
  display: format,
});
