// The one configuration file of a site (`site.config.ts`): the JSON form of the same definition is brand.json. Both are
// checked by one schema (./schema.ts, a file per section in ./schema/); these are its types.
import {
  DEFAULT_LOCALE,
  defaultLegalFacts,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from "@membership/content";
import type * as z from "zod";
import type { BRAND_FACT_KEYS } from "./schema/brand.js";
import type { themeSchema } from "./schema/look.js";
import type { SiteDefinition, SiteDefinitionInput } from "./schema.js";

export type { LocalizedText } from "./localized.js";
export type { SiteDefinition, SiteDefinitionInput };
export { DEFAULT_LOCALE, defaultLegalFacts, SUPPORTED_LOCALES, type SupportedLocale };

/** The brand's own facts: name, domain, support contact, address, portal, social profiles, legal name. */
export type BrandDefinition = Pick<SiteDefinition, (typeof BRAND_FACT_KEYS)[number]>;

/** A kit page changed, or a page of the site's own (`false` in `pages` removes a kit page). */
export type PageDefinition = Exclude<NonNullable<SiteDefinition["pages"]>[string], false>;

/** Colours of a brand from which the whole theme is derived, or a complete theme. */
export type ThemeDefinition = z.input<typeof themeSchema>;

/** A self-hosted font: its family name and its files, relative to the site's root. */
export type FontDefinition = NonNullable<SiteDefinitionInput["font"]>;

/** Types the configuration and returns it: `export default defineSiteConfig({ … })`. */
export function defineSiteConfig<const T extends SiteDefinitionInput>(definition: T): T {
  return definition;
}
