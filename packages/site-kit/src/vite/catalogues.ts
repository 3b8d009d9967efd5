// A locale's catalogues, as files of the packages that own them: content's texts and policies, forms' messages,
// dialogs and labels, ui's component labels. They come with the kit's own packages, whatever the site depends on.
import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import type { SupportedLocale } from "@membership/content";

const CATALOGUES = {
  site: (locale: string) => `@membership/content/locales/${locale}.json`,
  policies: (locale: string) => `@membership/content/locales/${locale}.policies.json`,
  forms: (locale: string) => `@membership/forms/locales/${locale}.json`,
  ui: (locale: string) => `@membership/ui/locales/${locale}.json`,
} as const;

export type CatalogueName = keyof typeof CATALOGUES;

const fromKit = createRequire(import.meta.url);

/** The files of a locale's catalogues, by name. */
export function catalogueFiles(locale: SupportedLocale): Record<CatalogueName, string> {
  return Object.fromEntries(
    Object.entries(CATALOGUES).map(([name, specifier]) => [
      name,
      realpathSync(fromKit.resolve(specifier(locale))),
    ]),
  ) as Record<CatalogueName, string>;
}

/** A locale's catalogues, parsed, by name. */
export function readCatalogues(locale: SupportedLocale): Record<CatalogueName, unknown> {
  return Object.fromEntries(
    Object.entries(catalogueFiles(locale)).map(([name, file]) => [
      name,
      JSON.parse(readFileSync(file, "utf8")),
    ]),
  ) as Record<CatalogueName, unknown>;
}
