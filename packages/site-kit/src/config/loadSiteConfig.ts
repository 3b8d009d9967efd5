// A site's site.config.ts loaded in Node as `vite build` loads it, for the build and for tools that check a built site
// against its configuration (@membership/site-check's smoke walk).
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { SiteTexts } from "@membership/content";
import { language, localePrefix, siteLocales } from "../site/locale.js";
import { defaultLocaleOf, type ResolvedSite, resolveSite } from "../site/resolveSite.js";
import type { CatalogueName } from "../vite/catalogues.js";
import { assertBrandVariables, checkSiteDefinition } from "./checkDefinition.js";
import type { SiteDefinition, SupportedLocale } from "./defineSiteConfig.js";
import { siteCatalogues } from "./definitionTexts.js";

export const SITE_CONFIG_FILE = "site.config.ts";

/**
 * Loads site.config.ts (Node runs it as TypeScript: keep it and what it imports free of JSX) and checks it with the
 * schema, its files and the catalogues: throws with every problem.
 */
export async function loadDefinition(configFile: string): Promise<SiteDefinition> {
  if (!existsSync(configFile)) throw new Error(`No ${SITE_CONFIG_FILE} at ${dirname(configFile)}.`);
  if (!process.features.typescript) {
    throw new Error(
      `${SITE_CONFIG_FILE} needs Node 22.18 or newer, which runs TypeScript; this is ${process.version}.`,
    );
  }
  const module: { default?: unknown } = await import(
    `${pathToFileURL(configFile).href}?t=${Date.now()}`
  );
  if (!module.default) {
    throw new Error(`${configFile} has no default export (defineSiteConfig({ … })).`);
  }
  const { definition, problems } = checkSiteDefinition(module.default, {
    baseDir: dirname(configFile),
    baseName: "the site",
  });
  if (!definition) {
    throw new Error(`${configFile} cannot be built:\n  - ${problems.join("\n  - ")}`);
  }
  return definition;
}

/** A site as its built pages show it, with what they are written in. */
export interface LoadedSite extends ResolvedSite {
  /** The locale of the pages described. */
  locale: SupportedLocale;
  /** Every locale of the site, the default (at /) first. */
  locales: readonly SupportedLocale[];
  /** Where those pages are: "" for the default locale's, "/es" for es-US's. */
  pathPrefix: string;
  /** The language its pages declare in `<html lang>`, e.g. "es" for es-US. */
  htmlLang: string;
  /** The locale's catalogues as the build gives them (content's texts and policies, forms', ui's), `texts` put in. */
  catalogues: Record<CatalogueName, unknown>;
}

/**
 * The site of `siteDir` as a build with these VITE_* values shows it: its site.config.ts loaded and checked as
 * `vite build` does (throws on a problem), resolved with its locale's catalogues.
 */
export async function loadSiteConfig(
  siteDir: string,
  env: Readonly<Record<string, unknown>>,
  locale?: SupportedLocale,
): Promise<LoadedSite> {
  const definition = await loadDefinition(resolve(siteDir, SITE_CONFIG_FILE));
  assertBrandVariables(env);
  const locales = siteLocales(definition);
  const shown = locale ?? defaultLocaleOf(definition);
  if (!locales.includes(shown))
    throw new Error(`The site has no ${shown} pages (locales: ${locales.join(", ")}).`);
  // With the definition's `texts` put in, as the build gives them to the pages.
  const catalogues = siteCatalogues(definition, shown);
  return {
    ...resolveSite(definition, env, catalogues.site as SiteTexts, shown),
    locale: shown,
    locales,
    pathPrefix: localePrefix(shown, locales),
    htmlLang: language(shown),
    catalogues,
  };
}
