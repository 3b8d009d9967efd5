import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as content from "./index.js";
import { brandValues, harbourConfig, meadowConfig } from "./test/configs.js";

const { createContent, pageBanner, pagePaths } = content;

function everythingFor(config: typeof harbourConfig): string {
  const banners = pagePaths.map((path) => pageBanner(path, config));
  return JSON.stringify({ content: createContent(config), banners });
}

describe("brand values come from the SiteConfig", () => {
  it.each([
    ["Harbour", harbourConfig, meadowConfig],
    ["Meadow", meadowConfig, harbourConfig],
  ] as const)("%s content shows its own values and none of the other's", (_name, own, other) => {
    const text = everythingFor(own);
    for (const value of brandValues(own)) expect(text).toContain(value);
    for (const value of brandValues(other)) expect(text).not.toContain(value);
  });

  it("config-free exports hold no brand value", () => {
    const { createContent: _c, pageBanner: _p, createPolicies: _cp, ...staticExports } = content;
    const text = JSON.stringify(staticExports);
    for (const value of [...brandValues(harbourConfig), ...brandValues(meadowConfig)]) {
      expect(text).not.toContain(value);
    }
  });

  it("shows the phone as configured, dials its digits and builds the links", () => {
    const { contactCard, header, footer } = createContent(harbourConfig);
    expect(contactCard.phone).toBe("(800) 555-0100");
    expect(contactCard.phoneHref).toBe("tel:8005550100");
    expect(contactCard.emailHref).toBe("mailto:care@harbour-health.test");
    expect(header.callNowHref).toBe("tel:8005550100");
    expect(header.loginHref).toBe("https://members.harbour-health.test/login");
    expect(header.socialLinks.map((link) => link.href)).toEqual([
      "https://facebook.test/harbourhealth",
      "https://instagram.test/harbourhealth",
    ]);
    expect(footer.addressLines).toEqual(["100 Palm Avenue, Suite 5", "Tampa, FL 33602"]);
  });
});

// Guards the package source: a brand value typed into the code would show up as one of these.
// Documentation examples use reserved values (example.com, 555-01xx numbers), which are allowed.
describe("package source holds no brand literal", () => {
  const sourceFiles = readdirSync(import.meta.dirname, { recursive: true, encoding: "utf8" })
    .filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test"),
    )
    .map((file) => [file, readFileSync(join(import.meta.dirname, file), "utf8")] as const);

  it("finds the source files", () => {
    expect(sourceFiles.length).toBeGreaterThan(10);
  });

  it.each([
    ["an e-mail address", /[\w.+-]+@(?!example\.)[\w-]+\.[a-z]{2,}/i],
    ["a URL other than the SVG namespace", /https?:\/\/(?!www\.w3\.org\/2000\/svg)/],
    ["a www host", /\bwww\.(?!w3\.org)/],
    ["a ten-digit phone number", /\(?\b\d{3}\)?[\s.-]?(?!555[\s.-]?01\d\d)\d{3}[\s.-]?\d{4}\b/],
    ["a .com domain", /\b(?!example\.com)[\w-]+\.com\b/],
  ])("no file contains %s", (_what, pattern) => {
    const offenders = sourceFiles.filter(([, text]) => pattern.test(text)).map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
