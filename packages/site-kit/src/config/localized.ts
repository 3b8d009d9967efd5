// A text of a brand's configuration in one language, or in each of its locales: `"…"` or `{ "en-US": "…", "es-US": "…" }`.
import type { SupportedLocale } from "@membership/content";
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
