// Sites built the way the generated entries build them, for tests: the spec's brand, or a sister with other facts.

import { createContent, type SupportedLocale } from "@membership/content";
import texts from "@membership/content/locales/en-US.json" with { type: "json" };
import policies from "@membership/content/locales/en-US.policies.json" with { type: "json" };
import forms from "@membership/forms/locales/en-US.json" with { type: "json" };
import { SPEC_BRAND, SPEC_OFFER } from "@membership/test-fixtures/spec-brand";
import ui from "@membership/ui/locales/en-US.json" with { type: "json" };
import type { PageModules } from "../app/routes.js";
import type { BrandDefinition, SiteDefinition } from "../config/defineSiteConfig.js";
import { resolveSiteData, withPageTexts } from "../site/resolveSite.js";
import { assembleSite, type Site, type SiteInput } from "../site/SiteContext.js";
import { drawSiteArt } from "../site/siteArt.js";

/** The sandbox brand's own facts. */
export const specBrand = SPEC_BRAND satisfies BrandDefinition;

/** The product's own facts (spec §9) under the sandbox brand. */
export const specDefinition: SiteDefinition = { ...specBrand, ...SPEC_OFFER };

/** A sister brand: three plans, another trial, its own colour. */
export const sisterDefinition: SiteDefinition = {
  name: "Sister Care",
  domain: "sister.test",
  supportPhone: "(888) 555-0142",
  supportEmail: "help@sister.test",
  plans: [
    { type: "ESSENTIAL", price: "24.95" },
    { type: "PLUS", price: "34.95" },
    { type: "FAMILY", price: "54.95" },
  ],
  trial: { price: "1.49", days: 14 },
  theme: { primary: "#6B1FA2" },
};

export function siteInput(
  definition: SiteDefinition = specDefinition,
  env: Record<string, string> = {},
  locale?: SupportedLocale,
): SiteInput {
  const data = resolveSiteData(definition, env, locale);
  return {
    ...data,
    texts,
    uiTexts: ui,
    loadPolicyTexts: async () => policies,
    loadFormsTexts: async () => forms,
    logo: null,
    fonts: [],
    art: drawSiteArt(data.theme, createContent(data.config, withPageTexts(texts, data.pages))),
  };
}

export function testSite(
  definition?: SiteDefinition,
  env?: Record<string, string>,
  locale?: SupportedLocale,
): Site {
  return assembleSite(siteInput(definition, env, locale));
}

/** The kit's own page modules by page id, as the generated registry imports them. */
export const kitPageModules: PageModules = {
  home: () => import("../pages/HomePage.js"),
  "about-us": () => import("../pages/AboutUsPage.js"),
  price: () => import("../pages/PricePage.js"),
  contact: () => import("../pages/ContactPage.js"),
  "cancel-service": () => import("../pages/CancelServicePage.js"),
  checkout: () => import("../pages/CheckoutPage.js"),
  "privacy-policy": () => import("../pages/PolicyPage.js"),
  "refund-policy": () => import("../pages/PolicyPage.js"),
  "terms-of-service": () => import("../pages/PolicyPage.js"),
  "security-policy": () => import("../pages/PolicyPage.js"),
  "delivery-policy": () => import("../pages/PolicyPage.js"),
  "not-found": () => import("../pages/NotFoundPage.js"),
};
