// The one configuration file of a site (`site.config.ts`): its brand, plans, trial, legal facts, theme, logo and pages.
import {
  DEFAULT_LOCALE,
  defaultLegalFacts,
  type LegalFacts,
  type PageText,
  type PlanConfig,
  type PostalAddress,
  SUPPORTED_LOCALES,
  type SupportedLocale,
  type TrialConfig,
} from "@membership/content";
import type { BrandThemeOptions, MembershipTheme } from "@membership/ui";

export { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale };

export interface BrandDefinition {
  name: string;
  /** Host name without scheme, e.g. "example.com". */
  domain: string;
  /** Shown as written, dialled as its digits. */
  supportPhone: string;
  supportEmail: string;
  /** The business address in the footer and the policies. */
  address?: PostalAddress;
  /** Where LOGIN goes (a new tab). */
  memberPortalUrl?: string;
  social?: { facebookUrl: string; instagramUrl: string };
}

/** A page of the site: one of the kit's (by id) with something changed, or a page of the site's own. */
export interface PageDefinition {
  /** Route path, e.g. "/benefits"; a kit page keeps its own when omitted. */
  path?: string;
  /** The page component's module, relative to the site's root ("./src/pages/Benefits.tsx"); default export. */
  component?: string;
  /** The texts of a page the catalogues do not have (placeholders such as {brand} are filled). */
  texts?: PageText;
  /** The nav section the page counts as for the underline (spec §2). */
  section?: "home" | "price" | "about-us" | "contact";
  /** Kept out of search results and the sitemap. */
  noindex?: boolean;
}

/** Colours of a brand from which the whole theme is derived, or a complete theme. */
export type ThemeDefinition = Omit<BrandThemeOptions, "name"> | MembershipTheme;

/** A self-hosted font: its family name and its files, relative to the site's root. */
export interface FontDefinition {
  family: string;
  files: readonly { src: string; weight?: string; style?: "normal" | "italic" }[];
}

export interface SiteDefinition {
  brand: BrandDefinition;
  /** The language of every text: one of SUPPORTED_LOCALES, DEFAULT_LOCALE ("en-US") when omitted. */
  locale?: SupportedLocale;
  /** One to four monthly plans, in display order. */
  plans: readonly PlanConfig[];
  trial: TrialConfig;
  /** Any of the legal facts; the spec's for the rest. */
  legal?: Partial<LegalFacts>;
  /** The payment order's ids; the spec's 53 and 6 by default. */
  payment?: { merchantId?: number; productId?: number };
  /** The ui theme, or a brand's colours to derive it from; the default theme when omitted. */
  theme?: ThemeDefinition;
  /** An SVG file, relative to the site's root: the header's logo, the favicon and the app icons. */
  logo?: string;
  font?: FontDefinition;
  /** Pages changed or added, by page id. */
  pages?: Readonly<Record<string, PageDefinition>>;
}

/** Types the configuration and returns it: `export default defineSiteConfig({ … })`. */
export function defineSiteConfig(definition: SiteDefinition): SiteDefinition {
  return definition;
}

export { defaultLegalFacts };

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Every mistake in a configuration, one sentence each; [] when it can be built. */
export function definitionProblems(definition: SiteDefinition): string[] {
  const problems: string[] = [];
  const { brand, plans, trial } = definition;
  for (const key of ["name", "domain", "supportPhone", "supportEmail"] as const) {
    if (typeof brand?.[key] !== "string" || brand[key].trim() === "") {
      problems.push(`brand.${key} is required.`);
    }
  }
  if (definition.locale !== undefined && !SUPPORTED_LOCALES.includes(definition.locale)) {
    problems.push(
      `locale "${definition.locale}" has no catalogue; use one of ${SUPPORTED_LOCALES.join(", ")}.`,
    );
  }
  if (!Array.isArray(plans) || plans.length < 1 || plans.length > 4) {
    problems.push("plans must list one to four plans.");
  } else {
    const types = plans.map((plan) => plan.type);
    if (new Set(types).size !== types.length) problems.push("plans must have distinct types.");
    for (const plan of plans) {
      if (!/^[A-Z0-9][A-Z0-9 -]*$/i.test(plan.type ?? "")) {
        problems.push(`plan type "${plan.type}" must be letters, digits, spaces or dashes.`);
      }
      if (!AMOUNT.test(plan.price ?? "")) {
        problems.push(`plan ${plan.type}'s price "${plan.price}" must be dollars like "39.95".`);
      }
    }
  }
  if (!AMOUNT.test(trial?.price ?? "")) {
    problems.push(`trial.price "${trial?.price}" must be dollars like "3.29".`);
  }
  if (!Number.isInteger(trial?.days) || (trial?.days ?? 0) < 1) {
    problems.push("trial.days must be a whole number of days.");
  }
  const theme = definition.theme;
  if (theme && "primary" in theme) {
    for (const role of ["primary", "secondary", "accent"] as const) {
      const color = theme[role];
      if (color !== undefined && !HEX_COLOR.test(color)) {
        problems.push(`theme.${role} "${color}" must be a #rrggbb colour.`);
      }
    }
  }
  for (const [id, page] of Object.entries(definition.pages ?? {})) {
    if (page.path !== undefined && !/^\/[a-z0-9-/]*$/.test(page.path)) {
      problems.push(`pages.${id}.path "${page.path}" must be a lower-case absolute path.`);
    }
  }
  return problems;
}
