// Display helpers for phone numbers and prices; pure string functions.

/** Keeps the ten national digits of a US number, dropping punctuation and a leading country code 1. */
function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** "8005550100" → "(800) 555-0100". Anything that is not a ten-digit US number is returned as given. */
export function formatPhone(digits: string): string {
  const national = nationalDigits(digits);
  if (national.length !== 10) return digits;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** "(800) 555-0100" → "tel:8005550100": the configured number dialled as written, punctuation dropped. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "help@example.com" → "mailto:help@example.com". */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** A price split for display: the dollars are shown large and the cents small. */
export interface PriceParts {
  currency: string;
  dollars: string;
  /** Including the decimal point (".95"), or "" for a whole amount. */
  cents: string;
}

const pricePattern = /^(\D*?)\s*(\d[\d,]*)(\.\d+)?$/;

/** "$39.95" → { currency: "$", dollars: "39", cents: ".95" }. Throws on text that holds no price. */
export function splitPrice(price: string): PriceParts {
  const match = pricePattern.exec(price.trim());
  if (!match) throw new RangeError(`Not a price: "${price}"`);
  const [, currency = "", dollars = "", cents = ""] = match;
  return { currency, dollars, cents };
}
