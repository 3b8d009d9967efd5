// How typed, pasted and autofilled values are taken before the rules run. The rules stay as the spec
// writes them: these only remove formatting a visitor adds, never characters a rule must refuse.

/** Characters visitors and autofill put between a phone number's digits. */
const phoneFormatting = /[\s().\-+]/g;
/** Characters visitors type between a card number's groups. */
const cardFormatting = /[\s-]/g;
const onlyDigits = /^\d*$/;

/** The card number without the spaces and dashes typed or pasted between its groups. */
export function normalizeCardNumber(input: string): string {
  return input.replace(cardFormatting, "");
}

/**
 * The ten digits of a formatted US phone number ("(305) 555-0100", "+1 305 555 0100"): formatting
 * is removed and a leading 1 dropped from eleven digits. Input with any other character is kept
 * as typed, for the rule to refuse.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(phoneFormatting, "");
  if (!onlyDigits.test(digits)) return input;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

// A month of one or two digits, separators (slash, dash, dot, space: "12 / 29", or "12-/29" when the
// visitor types a slash after the dash the form added), a year.
const separatedExpiry = /^(\d{1,2})[\s/.-]+(\d*)$/;

/** A 4-digit year of this century ("2029") as the two digits mm-yy wants; anything else as typed. */
const shortYear = (year: string) => (/^20\d{2}$/.test(year) ? year.slice(2) : year);

/**
 * mm-yy from what is typed, pasted or autofilled: "1229", "12/29", "12 / 29" and "12/2029" become
 * "12-29". The dash is added after the month (a first digit from 2 to 9 is a month on its own,
 * "0d"), except while the visitor deletes (`previous` is longer), so Backspace can remove it.
 * Anything else is kept as typed, for the rule to refuse.
 */
export function normalizeExpiry(input: string, previous = ""): string {
  const text = input.trim();
  const deleting = text.length < previous.trim().length;
  const separated = separatedExpiry.exec(text);
  if (separated) {
    const [, month = "", year = ""] = separated;
    const mm = month.padStart(2, "0");
    return year === "" && deleting ? text : `${mm}-${shortYear(year)}`;
  }
  if (!/^\d+$/.test(text)) return input;
  const monthLength = /^[2-9]/.test(text) ? 1 : 2;
  if (text.length < monthLength) return text;
  const mm = text.slice(0, monthLength).padStart(2, "0");
  const year = text.slice(monthLength);
  if (year === "" && deleting) return text;
  return `${mm}-${shortYear(year)}`;
}

/** The fields whose input is normalized before their rule reads it, by field name: the same on every form. */
export const fieldNormalizers: Readonly<
  Record<"cardNumber" | "phoneNumber" | "expDate", (input: string, previous?: string) => string>
> = {
  cardNumber: normalizeCardNumber,
  phoneNumber: normalizePhone,
  expDate: normalizeExpiry,
};

/** A field's value as its rule reads it: normalized when the field has a normalizer, else as typed. */
export function normalizedValue(field: string, input: string): string {
  return Object.hasOwn(fieldNormalizers, field)
    ? fieldNormalizers[field as keyof typeof fieldNormalizers](input)
    : input;
}
