// The five policy pages quote the configured legal facts and plans.
import { describe, expect, it } from "vitest";
import { createPolicies } from "./policies.js";
import { policySlugs } from "./policySlugs.js";
import { enPolicies, enSite } from "./test/catalogues.js";
import { harbourConfig } from "./test/configs.js";

const policies = createPolicies(harbourConfig, enPolicies, enSite);
const text = (slug: keyof typeof policies) => JSON.stringify(policies[slug]);

describe("the policy pages of a site with the spec's facts", () => {
  it("exist for the five slugs, each with a title and sections", () => {
    for (const slug of policySlugs) {
      expect(policies[slug].title).not.toBe("");
      expect(policies[slug].sections.length).toBeGreaterThan(0);
    }
  });

  it('show "This policy was last updated 10/03/2024" on the security and delivery policies only', () => {
    expect(
      policySlugs.filter(
        (slug) => policies[slug].lastUpdated === "This policy was last updated 10/03/2024",
      ),
    ).toEqual(["security-policy", "delivery-policy"]);
    expect(policySlugs.filter((slug) => policies[slug].lastUpdated !== undefined)).toHaveLength(2);
  });

  it.each([
    ["terms-of-service", "binding arbitration in the State of Texas"],
    ["terms-of-service", "or $1,000 if you have paid no membership fee"],
    ["terms-of-service", "We archive membership and billing records for 7 years."],
    ["terms-of-service", "$39.95 a month for BASIC and $49.95 a month for PREMIUM"],
    ["terms-of-service", "a 30-day trial for $3.29, a non-refundable introductory processing fee"],
    [
      "refund-policy",
      "the BASIC plan costs $39.95 a month and the PREMIUM plan costs $49.95 a month",
    ],
    ["refund-policy", "within 30 days of the purchase"],
    ["refund-policy", "Your bank may take 1 to 5 days"],
    [
      "refund-policy",
      "available Monday to Friday 9:00 AM to 9:00 PM EST, and Saturday and Sunday 9:00 AM to 5:00 PM EST.",
    ],
    ["privacy-policy", "within 24 hours of your purchase"],
    ["privacy-policy", "48 hours before each monthly bill"],
    ["privacy-policy", "by mail at 100 Palm Avenue, Suite 5, Tampa, FL 33602"],
    ["security-policy", "We accept Visa, Mastercard, American Express and UnionPay."],
  ] as const)("%s says %j", (slug, sentence) => {
    expect(text(slug)).toContain(sentence);
  });

  it("tells a brand without a postal address to call or write", () => {
    const { address: _address, ...bare } = harbourConfig;
    const terms = JSON.stringify(createPolicies(bare, enPolicies, enSite)["terms-of-service"]);
    expect(terms).toContain("or by e-mail at care@harbour-health.test.");
    expect(terms).not.toContain("by mail at");
  });
});
