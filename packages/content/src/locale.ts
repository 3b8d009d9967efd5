// The locales every package ships catalogues for: content, forms and ui each have `src/locales/<locale>.json`.

/** The spec's English first, word for word. */
export const SUPPORTED_LOCALES = ["en-US", "es-US"] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** A site's locale when its configuration names none. */
export const DEFAULT_LOCALE: SupportedLocale = "en-US";
