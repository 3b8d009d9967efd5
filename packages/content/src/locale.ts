// The locales every package ships catalogues for: content, forms and ui each have `src/locales/<locale>.json`.

/** The spec's English first, word for word. */
export const SUPPORTED_LOCALES = ["en-US", "es-US"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** A site's locale when its configuration names none. */
export const DEFAULT_LOCALE: SupportedLocale = "en-US";

/** Each locale's name in its own language: the language switch's label, read by those who speak it. */
export const LOCALE_NAMES: Readonly<Record<SupportedLocale, string>> = {
  "en-US": "English",
  "es-US": "Español",
};
