// Content from data: every text quoting a brand value, a price, the trial, a plan or a legal fact follows the config.
import { describe, expect, it } from "vitest";
import { createContent } from "./createContent.js";
import { createPolicies } from "./policies.js";
import type { ContentConfig } from "./siteConfig.js";
import type { SiteContent } from "./siteContent.js";
import { enPolicies, enSite } from "./test/catalogues.js";
import { brandValues, harbourConfig, meadowConfig } from "./test/configs.js";

const PAGE_IDS = [
  "home",
  "about-us",
  "price",
  "contact",
  "cancel-service",
  "checkout",
  "privacy-policy",
  "refund-policy",
  "terms-of-service",
  "security-policy",
  "delivery-policy",
  "not-found",
];

/** Every text a visitor can read on a site built from `config`: pages, frame, plans and the five policies. */
function everyText(config: ContentConfig): string {
  const content: SiteContent = createContent(config, enSite);
  const texts = [
    JSON.stringify(content),
    ...PAGE_IDS.map((id) => JSON.stringify(content.page(id))),
    ...[1, 2, 3].map((position) => JSON.stringify(content.home.banner(position))),
    ...content.plans.list.map((plan) => content.seo.offerDescription(plan)),
    JSON.stringify(createPolicies(config, enPolicies, enSite)),
  ];
  return texts.join("\n");
}

const harbour = everyText(harbourConfig);
const meadow = everyText(meadowConfig);

/** What a reader of Harbour's pages would recognise as Harbour's facts. */
const harbourFacts = [
  ...brandValues(harbourConfig),
  "$39.95",
  "$49.95",
  "$3.29",
  "30-day",
  "BASIC",
  "PREMIUM",
  "Texas",
  "$1,000",
  "7 years",
  "1 to 5 days",
  "10/03/2024",
  "© 2025",
  "EST",
];

const meadowFacts = [
  ...brandValues(meadowConfig),
  "$24.95",
  "$34.50",
  "$59",
  "$1.49",
  "14-day",
  "ESSENTIAL, PLUS, and FAMILY",
  "Georgia",
  "$500",
  "6 years",
  "2 to 9 days",
  "21 days",
  "01/15/2026",
  "© 2026",
  "72 hours",
  "12 hours",
  "Monday to Saturday 8:00 AM to 8:30 PM CST",
  "Sunday 10:00 AM to 2:00 PM CST",
];

describe("a sister brand's texts", () => {
  it.each(meadowFacts)("quote its own %j", (fact) => {
    expect(meadow).toContain(fact);
  });

  it.each(harbourFacts)("never quote the other brand's %j", (fact) => {
    expect(meadow).not.toContain(fact);
  });

  it("fill every placeholder of the catalogues", () => {
    expect(meadow).not.toMatch(/\{\w+\}/);
    expect(harbour).not.toMatch(/\{\w+\}/);
  });
});

describe("a sister brand's plans", () => {
  const content = createContent(meadowConfig, enSite);

  it("are the configured ones, priced as the locale writes dollars", () => {
    expect(
      content.plans.list.map((plan) => [plan.subscriptionType, plan.subscriptionPrice]),
    ).toEqual([
      ["ESSENTIAL", "$24.95"],
      ["PLUS", "$34.50"],
      ["FAMILY", "$59"],
    ]);
    expect(content.plans.list[0]?.subscriptionTrialInfo).toBe("Trial for 14 days at");
    expect(content.plans.list[0]?.subscriptionTrialPrice).toBe("$1.49");
    expect(content.plans.trialBanner).toBe("Get a 14-day trial version for ONLY $1.49");
    expect(content.plans.offer).toBe("14-day trial for $1.49, then from $24.95/month");
  });

  it("are described for search engines with the trial first", () => {
    const [essential] = content.plans.list;
    expect(essential && content.seo.offerDescription(essential)).toBe(
      "Trial for 14 days at $1.49, then $24.95 monthly.",
    );
  });
});
