import { describe, expect, it } from "vitest";
import { createContent } from "./index.js";
import { harbourConfig } from "./test/configs.js";

const site = createContent(harbourConfig);

describe("footer", () => {
  it("links to security-policy and delivery-policy without a leading slash", () => {
    expect(site.footer.links).toEqual([
      { label: "Security policy", to: "security-policy" },
      { label: "Delivery policy", to: "delivery-policy" },
    ]);
  });

  it("carries the 2025 copyright of the brand", () => {
    expect(site.footer.copyright).toBe("© 2025 Harbour Health Club. All rights reserved.");
  });

  it.each([
    ["notice48h", /text or email notice 48 hours before your monthly bill date/],
    ["howToCancel", /calling \(800\) 555-0100 or through our cancel page/],
    ["legalNotice", /independent licensed physicians and does not give medical care/],
    ["disclaimer", /not been evaluated by the Food and Drug Administration.*not medical advice/],
  ] as const)("%s says %s", (field, pattern) => {
    expect(site.footer[field]).toMatch(pattern);
  });

  it("names the cancel link inside the cancel sentence", () => {
    expect(site.footer.howToCancel).toContain(site.footer.cancelLink.label);
    expect(site.footer.cancelLink.to).toBe("/cancel-service");
  });
});

describe("contact card", () => {
  it.each([
    ["emergency", /dial 911/],
    ["billingHelp", /billing/],
  ] as const)("%s says %s", (field, pattern) => {
    expect(site.contactCard[field]).toMatch(pattern);
  });

  it("shows the support hours", () => {
    expect(site.contactCard.hours).toEqual([
      "Monday to Friday 9:00 AM to 9:00 PM EST",
      "Saturday and Sunday 9:00 AM to 5:00 PM EST",
    ]);
  });
});

describe("price page terms", () => {
  it("links the terms sentence to /terms-of-service", () => {
    expect(site.priceTerms.terms.linkTo).toBe("/terms-of-service");
    expect(site.priceTerms.terms.linkLabel).not.toBe("");
  });

  it.each([
    [/billed automatically at the end of each period/],
    [/by phone at \(800\) 555-0100 or through the cancellation form/],
  ])("states %s", (pattern) => {
    expect(site.priceTerms.autoBilling.join(" ")).toMatch(pattern);
  });
});

describe("about us", () => {
  it("has the 'Who are we?' block, team banner and customer service card", () => {
    expect(site.aboutUs.whoAreWe.title).toBe("Who are we?");
    expect(site.aboutUs.whoAreWe.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(site.aboutUs.whoAreWe.imageAlt).not.toBe("");
    expect(site.aboutUs.teamBannerTitle).toBe("Get to know the team");
    expect(site.aboutUs.customerServiceCard.phone).toBe("(800) 555-0100");
  });
});
