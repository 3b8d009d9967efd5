// A site's definition resolved in Node, at build time: the brand with its variables' overrides, the legal facts, the
// deployment and the theme. The build hands the result to the bundle as data (SiteData), so site.config.ts and the
// code resolving it never reach the browser.
import {
  createContent,
  DEFAULT_LOCALE,
  defaultLegalFacts,
  type SiteConfig,
  type SiteContent,
  type SiteTexts,
} from "@membership/content";
import type { MembershipTheme } from "@membership/ui/theme";
import type { SiteDefinition } from "../config/defineSiteConfig.js";
import { brandWithOverrides, type DeploymentEnv, readDeployment } from "../config/env.js";
import { createPageTable, type PageTable } from "./pageTable.js";
import { resolveTheme } from "./resolveTheme.js";

/** Everything the pages need from the configuration and the build's variables, as plain data. */
export interface SiteData {
  /** The brand facts, plans, trial and legal facts every text is built from. */
  config: SiteConfig;
  /** The site's page definitions (its own pages and changes to the kit's). */
  pages: SiteDefinition["pages"];
  payment: SiteDefinition["payment"];
  deployment: DeploymentEnv;
  theme: MembershipTheme;
}

/** The content package's configuration: the brand (with its variables' overrides) and the definition's facts. */
export function resolveConfig(
  definition: SiteDefinition,
  env: Readonly<Record<string, unknown>>,
): SiteConfig {
  const brand = brandWithOverrides(definition.brand, env);
  return {
    brandName: brand.name,
    siteDomain: brand.domain,
    supportPhone: brand.supportPhone,
    supportEmail: brand.supportEmail,
    ...(brand.address ? { address: brand.address } : {}),
    ...(brand.memberPortalUrl ? { memberPortalUrl: brand.memberPortalUrl } : {}),
    ...(brand.social ? { social: brand.social } : {}),
    locale: definition.locale ?? DEFAULT_LOCALE,
    plans: definition.plans,
    trial: definition.trial,
    legal: { ...defaultLegalFacts, ...definition.legal },
  };
}

/** The site's data for a build with these VITE_* variables. */
export function resolveSiteData(
  definition: SiteDefinition,
  env: Readonly<Record<string, unknown>>,
): SiteData {
  return {
    config: resolveConfig(definition, env),
    pages: definition.pages,
    payment: definition.payment,
    deployment: readDeployment(env),
    theme: resolveTheme(definition),
  };
}

/** The catalogue with the texts of the site's own pages added. */
export function withPageTexts(texts: SiteTexts, pages: SiteDefinition["pages"]): SiteTexts {
  const added = Object.entries(pages ?? {}).flatMap(([id, page]) =>
    page.texts ? [[id, page.texts] as const] : [],
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
): ResolvedSite {
  const data = resolveSiteData(definition, env);
  return {
    ...data,
    content: createContent(data.config, withPageTexts(catalogue, data.pages)),
    table: createPageTable(data.pages),
  };
}
