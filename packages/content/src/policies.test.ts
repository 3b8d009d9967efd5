import { describe, expect, it } from "vitest";
import { createPolicies, type PolicySlug, policySlugs } from "./index.js";
import { harbourConfig } from "./test/configs.js";

const policies = createPolicies(harbourConfig);

function policyText(slug: PolicySlug): string {
  return policies[slug].sections
    .flatMap((section) => [section.heading, ...section.paragraphs])
    .join("\n");
}

describe("policy pages", () => {
  it.each(policySlugs.map((slug) => [slug]))("%s is substantial and readable", (slug) => {
    const policy = policies[slug];
    expect(policy.title).not.toBe("");
    expect(policy.sections.length).toBeGreaterThanOrEqual(5);
    for (const section of policy.sections) {
      expect(section.heading).not.toBe("");
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph).toMatch(/[.?!]$/);
    }
  });

  it.each([
    ["privacy-policy", undefined],
    ["refund-policy", undefined],
    ["terms-of-service", undefined],
    ["security-policy", "10/03/2024"],
    ["delivery-policy", "10/03/2024"],
  ] as const)("%s last updated %s", (slug, lastUpdated) => {
    expect(policies[slug].lastUpdated).toBe(lastUpdated);
  });

  it("titles the privacy page as a privacy and HIPAA notice", () => {
    expect(policies["privacy-policy"].title).toMatch(/privacy/i);
    expect(policyText("privacy-policy")).toContain("HIPAA");
  });

  // The spec's facts, each stated where a reader looks for it.
  it.each([
    [
      "terms-of-service",
      "only refers you to independent licensed physicians and does not give medical care",
    ],
    ["terms-of-service", "available only to users in the United States"],
    ["terms-of-service", "welcome letter by e-mail within 24 hours"],
    ["terms-of-service", "notice 48 hours before each bill date"],
    ["terms-of-service", "billed automatically at the end of each monthly period"],
    ["terms-of-service", "by phone at (800) 555-0100 or through the cancellation form"],
    [
      "terms-of-service",
      "one month's membership fee, or $1,000 if you have paid no membership fee",
    ],
    ["terms-of-service", "binding arbitration in the State of Texas"],
    ["terms-of-service", "Visa, Mastercard, American Express and UnionPay"],
    ["terms-of-service", "30-day trial for $3.29, a non-refundable introductory processing fee"],
    ["terms-of-service", "$39.95 a month for BASIC or $49.95 a month for PREMIUM"],
    ["refund-policy", "refund of a membership fee within 30 days of the purchase"],
    ["refund-policy", "1 to 5 days"],
    ["refund-policy", "cancel by phone or through the cancellation form"],
    ["privacy-policy", "archive membership, billing and correspondence records for 7 years"],
    ["privacy-policy", "welcome letter by e-mail within 24 hours"],
    ["privacy-policy", "offered only to people in the United States"],
    ["security-policy", "Visa, Mastercard, American Express and UnionPay"],
    ["security-policy", "7 years"],
    ["delivery-policy", "welcome letter by e-mail within 24 hours"],
    ["delivery-policy", "available only to users in the United States"],
    ["delivery-policy", "48 hours before each bill date"],
  ] as const)("%s states %j", (slug, fact) => {
    expect(policyText(slug)).toContain(fact);
  });

  it.each([
    [
      "privacy-policy",
      [
        "Harbour Health Club",
        "harbour-health.test",
        "care@harbour-health.test",
        "100 Palm Avenue, Suite 5, Tampa, FL 33602",
      ],
    ],
    ["refund-policy", ["(800) 555-0100", "care@harbour-health.test"]],
    ["terms-of-service", ["Harbour Health Club", "harbour-health.test", "(800) 555-0100"]],
    ["security-policy", ["Harbour Health Club", "harbour-health.test"]],
    ["delivery-policy", ["Harbour Health Club", "care@harbour-health.test"]],
  ] as const)("%s names the configured brand values", (slug, values) => {
    for (const value of values) expect(policyText(slug)).toContain(value);
  });
});
