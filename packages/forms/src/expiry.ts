// The card's expiry date, mm-yy: its shape and whether it is still good. Apart from card.ts, so the rules need no card brands.

const expiryPattern = /^(\d{2})-(\d{2})$/;

export interface ExpiryParts {
  /** Two digits as typed, e.g. "08". */
  readonly month: string;
  /** Four digits, read as 20 + yy, e.g. "2029". */
  readonly year: string;
}

/** True when the value has the mm-yy shape (5 characters, two digits, a dash, two digits). */
export function isExpiryFormat(value: string): boolean {
  return expiryPattern.test(String(value ?? "").trim());
}

/** Splits "08-29" into { month: "08", year: "2029" }; undefined when the value is not mm-yy. */
export function splitExpiry(value: string): ExpiryParts | undefined {
  const match = expiryPattern.exec(String(value ?? "").trim());
  if (!match) return undefined;
  const [, month = "", yy = ""] = match;
  return { month, year: `20${yy}` };
}

/**
 * True when the value is mm-yy with a month from 1 to 12 and is not in the past: a later year,
 * or the current year with a later month. The current month itself is not valid (spec §5 reads
 * "the current year with a later month"). The clock is injectable for tests.
 */
export function isExpiryValid(value: string, now: Date = new Date()): boolean {
  const parts = splitExpiry(value);
  if (!parts) return false;
  const month = Number(parts.month);
  const year = Number(parts.year);
  if (month < 1 || month > 12) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year > currentYear || (year === currentYear && month > currentMonth);
}
