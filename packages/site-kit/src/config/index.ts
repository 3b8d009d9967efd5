// What site.config.ts imports, and the site resolved from it: safe to load in Node (no React), for builds,
// scripts, checks and tests.

export { type ResolvedSite, resolveSite } from "../site/resolveSite.js";
export { resolveTheme } from "../site/resolveTheme.js";
export { type CatalogueName, readCatalogues } from "../vite/catalogues.js";
export { type CheckOptions, checkSiteDefinition, type DefinitionCheck } from "./checkDefinition.js";
export {
  type BrandDefinition,
  DEFAULT_LOCALE,
  defaultLegalFacts,
  defineSiteConfig,
  type FontDefinition,
  type LocalizedText,
  type PageDefinition,
  type SiteDefinition,
  type SiteDefinitionInput,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  type ThemeDefinition,
} from "./defineSiteConfig.js";
export { definitionFiles } from "./definitionFiles.js";
export {
  ALLOW_SANDBOX_BUILD_VARIABLE,
  BRAND_VARIABLES,
  REQUIRED_IN_PRODUCTION,
  SANDBOX_DEFAULTS,
  SITE_ENV_VARIABLES,
  type SiteEnvVariable,
} from "./env.js";
export { envExample } from "./envExample.js";
export { type LoadedSite, loadSiteConfig } from "./loadSiteConfig.js";
