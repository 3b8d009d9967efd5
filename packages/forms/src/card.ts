import creditCardType from "credit-card-type";

export type CardType =
  | "Visa"
  | "Mastercard"
  | "American Express"
  | "Discover"
  | "Other payment method";

// The brands the order names; every other brand the library knows is "Other payment method".
const namedBrands: Readonly<Record<string, CardType>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  "american-express": "American Express",
  discover: "Discover",
};

/**
 * The card brand for a (possibly partial) card number, using braintree's credit-card-type
 * patterns (Mastercard's 2221–2720 range included). Spaces and dashes are ignored. A number
 * that matches no brand, or still matches several, is "Other payment method".
 */
export function cardType(number: string): CardType {
  const digits = String(number ?? "").replace(/[\s-]/g, "");
  // The library lists every brand for an empty number; that is not a match.
  if (!/^\d+$/.test(digits)) return "Other payment method";
  const matches = creditCardType(digits);
  const only = matches.length === 1 ? matches[0] : undefined;
  return (only && namedBrands[only.type]) ?? "Other payment method";
}

// Where a brand's printed number has its gaps when the brand is not known yet: 4-4-4-4.
const defaultGaps: readonly number[] = [4, 8, 12];

/**
 * The card number grouped as the card prints it, from credit-card-type's gaps: 4-4-4-4, American
 * Express 4-6-5. Anything but digits is returned as typed.
 */
export function formatCardNumber(number: string): string {
  if (!/^\d+$/.test(number)) return number;
  const matches = creditCardType(number);
  const gaps = matches.length === 1 && matches[0] ? matches[0].gaps : defaultGaps;
  let grouped = "";
  for (const [index, digit] of Array.from(number).entries()) {
    grouped += (gaps.includes(index) ? " " : "") + digit;
  }
  return grouped;
}
