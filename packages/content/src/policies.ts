// The five policy pages of a site, from its configuration and its locale's policy catalogue.
import { contentValues, supportHourLines } from "./contentValues.js";
import { formatDate, formatList, formatMessage, formatPrice } from "./format.js";
import { type PolicySlug, policySlugs } from "./policySlugs.js";
import type { ContentConfig } from "./siteConfig.js";
import type { PolicySectionText, PolicyTexts, SiteTexts } from "./texts.js";

/** A section of a policy page, its texts ready: the catalogue's section with its placeholders filled. */
export type PolicySection = PolicySectionText;

export interface Policy {
  title: string;
  /** "This policy was last updated 10/03/2024", on the security and delivery policies. */
  lastUpdated?: string;
  sections: readonly PolicySection[];
}

export type Policies = Record<PolicySlug, Policy>;

/** Pages that show when they were last updated (spec §2). */
const DATED: readonly PolicySlug[] = ["security-policy", "delivery-policy"];

export function createPolicies(
  config: ContentConfig,
  policyTexts: PolicyTexts,
  siteTexts: SiteTexts,
): Policies {
  const { locale, address } = config;
  const planPrices = (template: string) =>
    formatList(
      config.plans.map((plan) =>
        formatMessage(template, { plan: plan.type, price: formatPrice(plan.price, locale) }),
      ),
      locale,
    );
  const hours = supportHourLines(config.legal, siteTexts, locale).join(policyTexts.hoursJoin);
  const base = {
    ...contentValues(config, siteTexts),
    hours,
    address: address ? `${address.street}, ${address.city}, ${address.state} ${address.zip}` : "",
    planPrices: planPrices(policyTexts.planPrice),
    planPricesShort: planPrices(policyTexts.planPriceShort),
  };
  const reachUs = formatMessage(
    address ? policyTexts.reachUs : policyTexts.reachUsWithoutAddress,
    base,
  );
  const values = { ...base, reachUs };
  const lastUpdated = formatMessage(policyTexts.lastUpdated, {
    date: formatDate(config.legal.policiesLastUpdated, locale),
  });

  const policy = (slug: PolicySlug): Policy => {
    const page = policyTexts.pages[slug];
    if (!page) throw new RangeError(`The policy catalogue has no "${slug}" page`);
    return {
      title: formatMessage(page.title, values),
      ...(DATED.includes(slug) ? { lastUpdated } : {}),
      sections: page.sections.map((section) => ({
        heading: formatMessage(section.heading, values),
        paragraphs: section.paragraphs.map((paragraph) => formatMessage(paragraph, values)),
      })),
    };
  };
  return Object.fromEntries(policySlugs.map((slug) => [slug, policy(slug)])) as Policies;
}
