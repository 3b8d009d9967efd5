// A site's definition resolved in Node, at build time: the brand with its variables' overrides, the legal facts, the
// deployment and the theme. The build hands the result to the bundle as data (SiteData), so site.config.ts and the
// code resolving it never reach the browser.
import {
  type ContentConfig,
  createContent,
  defaultLegalFacts,
  type PageText,
  type SiteContent,
  type SiteTexts,
  type SupportedLocale,
} from "@membership/content";
import type { MembershipTheme } from "@membership/ui/theme";
import type { SiteDefinition } from "../config/defineSiteConfig.js";
import { brandWithOverrides, type DeploymentEnv, readDeployment } from "../config/env.js";
import { localize, localizeAll } from "../config/localized.js";
import { type IntegrationSummary, siteIntegrations } from "./integrations.js";
import { type SiteLanguages, siteLanguages, siteLocales } from "./locale.js";
import { createPageTable, type PageRouting, type PageTable } from "./pageTable.js";
import { resolveTheme } from "./resolveTheme.js";

/** A page of the site as the bundle gets it: its routing and, for a page of its own, its texts in the site's locale. */
export type SitePageData = PageRouting & { texts?: PageText };

/** Everything the pages need from the configuration and the build's variables, as plain data. */
export interface SiteData {
  /** The brand facts, plans, trial, legal facts and brand content every text is built from. */
  config: ContentConfig;
  /** The site's pages by id (its own pages and changes to the kit's), `false` for a kit page it removed. */
  pages?: Readonly<Record<string, SitePageData | false>>;
  /** The payment section of the configuration: its ids and the provider's decline codes, when set. */
  payment: SiteDefinition["payment"];
  deployment: DeploymentEnv;
  theme: MembershipTheme;
  /** The pages' language and the site's other language versions (hreflang, the switch). */
  languages: SiteLanguages;
  /** The site's third parties as its notices name them. */
  integrations: readonly IntegrationSummary[];
}

/** The locale of the site's pages at / (its first). */
export function defaultLocaleOf(definition: SiteDefinition): SupportedLocale {
  return siteLocales(definition)[0] as SupportedLocale;
}

/** The content package's configuration: the brand (with its variables' overrides) and the definition's facts. */
function resolveConfig(
  definition: SiteDefinition,
  env: Readonly<Record<string, unknown>>,
  locale: SupportedLocale = defaultLocaleOf(definition),
): ContentConfig {
  const brand = brandWithOverrides(definition, env);
  const say = <T>(value: T) => localizeAll(value, locale);
  return {
    name: brand.name,
    ...(definition.legalName ? { legalName: definition.legalName } : {}),
    siteDomain: brand.domain,
    supportPhone: brand.supportPhone,
    supportEmail: brand.supportEmail,
    ...(brand.address ? { address: brand.address } : {}),
    ...(brand.memberPortalUrl ? { memberPortalUrl: brand.memberPortalUrl } : {}),
    ...(brand.social ? { social: brand.social } : {}),
    locale,
    plans: definition.plans,
    trial: definition.trial,
    legal: { ...defaultLegalFacts, ...definition.legal },
    // The team's photos and the benefits' icons are files: the build gives them to the pages as art.
    team: definition.team?.map(({ name, title }) => say({ name, title })) ?? [],
    ...(definition.benefits
      ? {
          benefits: definition.benefits.map(({ title, description }) =>
            say({ title, description }),
          ),
        }
      : {}),
    ...(definition.heroCards ? { heroCards: say(definition.heroCards) } : {}),
    ...(definition.howItWorksSteps ? { howItWorksSteps: say(definition.howItWorksSteps) } : {}),
    ...(definition.navLinks ? { navLinks: say(definition.navLinks) } : {}),
    ...(definition.footerLinks ? { footerLinks: say(definition.footerLinks) } : {}),
  };
}

/** The site's pages with their own texts in a locale. */
function resolvePages(definition: SiteDefinition, locale: SupportedLocale): SiteData["pages"] {
  if (!definition.pages) return undefined;
  return Object.fromEntries(
    Object.entries(definition.pages).map(([id, page]) => [
      id,
      page === false || !page.texts
        ? (page as SitePageData | false)
        : { ...page, texts: localizeAll(page.texts, locale) },
    ]),
  );
}

/** The site's data in one of its locales, for a build with these VITE_* variables. */
export function resolveSiteData(
  definition: SiteDefinition,
  env: Readonly<Record<string, unknown>>,
  locale: SupportedLocale = defaultLocaleOf(definition),
): SiteData {
  const variables = readDeployment(env);
  // The definition's events endpoint where VITE_EVENTS_ENDPOINT leaves it to the site.
  const deployment: DeploymentEnv = {
    ...variables,
    eventsEndpoint: variables.eventsEndpoint || definition.events?.endpoint || "",
  };
  return {
    config: resolveConfig(definition, env, locale),
    pages: resolvePages(definition, locale),
    payment: definition.payment,
    deployment,
    theme: resolveTheme(definition),
    languages: siteLanguages(locale, siteLocales(definition), definition.alternates),
    integrations: siteIntegrations(definition.integrations, deployment).map(
      ({ origins: _origins, data, label, ...entry }) => ({
        ...entry,
        ...(data ? { data: localize(data, locale) } : {}),
        ...(label ? { label: localize(label, locale) } : {}),
      }),
    ),
  };
}

/** The catalogue with the texts of the site's own pages added. */
export function withPageTexts(texts: SiteTexts, pages: SiteData["pages"]): SiteTexts {
  const added = Object.entries(pages ?? {}).flatMap(([id, page]) =>
    page !== false && page.texts ? [[id, page.texts] as const] : [],
  );
  return added.length === 0
    ? texts
    : { ...texts, pages: { ...texts.pages, ...Object.fromEntries(added) } };
}

export interface ResolvedSite extends SiteData {
  content: SiteContent;
  table: PageTable;
}

/** A site as its pages show it, for scripts and tests in Node: its data, every text and the page table. */
export function resolveSite(
  definition: SiteDefinition,
  env: Readonly<Record<string, unknown>>,
  catalogue: SiteTexts,
  locale: SupportedLocale = defaultLocaleOf(definition),
): ResolvedSite {
  const data = resolveSiteData(definition, env, locale);
  return {
    ...data,
    content: createContent(data.config, withPageTexts(catalogue, data.pages)),
    table: createPageTable(data.pages),
  };
}
