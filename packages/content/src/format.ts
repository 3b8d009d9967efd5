// Formatting through Intl for the site's locale, and the placeholders of the catalogues' texts.
import { WEEKDAYS, type Weekday } from "./siteConfig.js";

/** Values a catalogue text may quote, by placeholder name. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * "{brand} sells…" with { brand: "Acme" } → "Acme sells…". A placeholder without a value is a mistake in a
 * catalogue: it throws, so a build never ships a text with "{…}" in it.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new RangeError(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** The placeholder names a catalogue text uses, in order of appearance. */
export function placeholders(template: string): string[] {
  return Array.from(template.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? "");
}

/** A dollar amount as the locale writes it: "39.95" → "$39.95"; whole amounts without cents ("$1,000"). */
export function formatPrice(amount: string | number, locale: string): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: "${amount}"`);
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

/** An ISO date ("2024-10-03") as the locale writes it with two-digit month and day ("10/03/2024"). */
export function formatDate(isoDate: string, locale: string): string {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: "${isoDate}"`);
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }).format(date);
}

/** A 24-hour "HH:MM" as the locale reads a time of day ("21:00" → "9:00 PM" in en-US). */
export function formatTime(time: string, locale: string): string {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(":").map(Number);
  const date = new Date(Date.UTC(2024, 0, 1, hours, minutes));
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a time: "${time}"`);
  return new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(date);
}

/** A weekday's name in the locale, capitalised as it starts a line ("Monday", "Lunes"). */
export function formatWeekday(day: Weekday, locale: string): string {
  // 1 January 2024 was a Monday, the first of WEEKDAYS.
  const date = new Date(Date.UTC(2024, 0, WEEKDAYS.indexOf(day) + 1));
  const name = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** "BASIC, PREMIUM and FAMILY" in the locale's words. */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
}

/** "(800) 555-0100" → "tel:8005550100": the configured number dialled as written, punctuation dropped. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** "help@example.com" → "mailto:help@example.com". */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
