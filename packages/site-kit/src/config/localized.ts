// A text of a brand's configuration in one language, or in each of its locales: `"…"` or `{ "en-US": "…", "es-US": "…" }`.
import { SUPPORTED_LOCALES, type SupportedLocale } from "@membership/content";
import type * as z from "zod";
import type { localizedText } from "./schema/formats.js";

export type LocalizedText = z.output<typeof localizedText>;

/** The text of a value in a locale: the plain text, or that locale's (the schema makes sure it is there). */
export function localize(value: LocalizedText, locale: SupportedLocale): string {
  if (typeof value === "string") return value;
  const text = value[locale];
  if (text === undefined) throw new RangeError(`No ${locale} text in ${JSON.stringify(value)}`);
  return text;
}

/** A value of the definition with every localized text in it as one locale's text. */
export type Localized<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer Item)[]
    ? Localized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Localized<T[Key]> }
      : T;

/** Whether a value of the definition is a localized text: a text, or an object keyed by locales only. */
export function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value === "string") return true;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 && keys.every((key) => (SUPPORTED_LOCALES as readonly string[]).includes(key))
  );
}

/** `value` with each of its localized texts in `locale`, at any depth. */
export function localizeAll<T>(value: T, locale: SupportedLocale): Localized<T> {
  if (isLocalizedText(value)) return localize(value, locale) as Localized<T>;
  if (Array.isArray(value)) return value.map((item) => localizeAll(item, locale)) as Localized<T>;
  if (typeof value !== "object" || value === null) return value as Localized<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localizeAll(item, locale)]),
  ) as Localized<T>;
}
