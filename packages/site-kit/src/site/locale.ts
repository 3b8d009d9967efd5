// A site's locales as the web writes them: <html lang>, Open Graph, each language's path prefix and its versions.
import { DEFAULT_LOCALE, type SupportedLocale } from "@membership/content";

/** "en-US" → "en": the language of <html lang>, hreflang, the manifest and reCAPTCHA's `hl`. */
export function language(locale: string): string {
  return locale.split("-")[0] ?? locale;
}

/** "en-US" → "en_US", as Open Graph writes a locale. */
export function ogLocale(locale: string): string {
  return locale.replace("-", "_");
}

/** A site's locales, the default first: `locales`, or the one `locale` (English when it names none). */
export function siteLocales(definition: {
  locale?: SupportedLocale | undefined;
  locales?: readonly SupportedLocale[] | undefined;
}): readonly SupportedLocale[] {
  return definition.locales ?? [definition.locale ?? DEFAULT_LOCALE];
}

/** Where a locale's pages are: the site's first locale at "/" (""), every other under its language ("/es"). */
export function localePrefix(locale: SupportedLocale, locales: readonly SupportedLocale[]): string {
  return locale === locales[0] ? "" : `/${language(locale)}`;
}

/** One language version of the site: its pages here under a prefix, or on another site of the brand. */
export interface LanguageVersion {
  locale: SupportedLocale;
  /** The pages' prefix on this site ("", "/es"); "" on another site. */
  prefix: string;
  /** Another site's origin ("https://es.example.com"); absent for this site's. */
  origin?: string;
}

/** The language of the pages being built, and every version of them (this one first, then the brand's others). */
export interface SiteLanguages {
  locale: SupportedLocale;
  /** The router's basename: "" or "/es". */
  prefix: string;
  versions: readonly LanguageVersion[];
}

/** The languages of a site's pages in `locale`, with its locales and the brand's sites in other languages. */
export function siteLanguages(
  locale: SupportedLocale,
  locales: readonly SupportedLocale[],
  alternates: readonly { locale: SupportedLocale; origin: string }[] = [],
): SiteLanguages {
  return {
    locale,
    prefix: localePrefix(locale, locales),
    versions: [
      ...locales.map((served) => ({ locale: served, prefix: localePrefix(served, locales) })),
      ...alternates.map((alternate) => ({
        locale: alternate.locale,
        prefix: "",
        origin: new URL(alternate.origin).origin,
      })),
    ],
  };
}

/** The path of a page of the site (as the router sees it: "/price") in a version: "/es/price", "/es/". */
export function versionPath(version: Pick<LanguageVersion, "prefix">, path: string): string {
  return `${version.prefix}${path}`;
}

/** The router's basename of a language: "/es/", so its home's links are "/es/" like its address; none for "". */
export function routerBasename(prefix: string): string | undefined {
  return prefix ? `${prefix}/` : undefined;
}

/** A browser path without the language's prefix: "/es/price" → "/price", "/es" → "/". */
export function withoutPrefix(pathname: string, prefix: string): string {
  if (!prefix || (pathname !== prefix && !pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || "/";
}

/** A page's path in every language this site serves itself: "/checkout", "/es/checkout". */
export function pathsOnThisSite(languages: SiteLanguages, path: string): string[] {
  return languages.versions
    .filter((version) => version.origin === undefined)
    .map((version) => versionPath(version, path));
}
