// A site's locale ("en-US") as the web writes it elsewhere.

/** "en-US" → "en": the language of <html lang>, the manifest and reCAPTCHA's `hl`. */
export function language(locale: string): string {
  return locale.split("-")[0] ?? locale;
}

/** "en-US" → "en_US", as Open Graph writes a locale. */
export function ogLocale(locale: string): string {
  return locale.replace("-", "_");
}
