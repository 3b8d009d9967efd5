import { describe, expect, it } from "vitest";
import { homeBannerText, pageBanner, pageHero, pageName, pagePaths, policySlugs } from "./index.js";
import { harbourConfig } from "./test/configs.js";

describe("homeBannerText by banner position", () => {
  it.each([
    [1, /doctor by video call 24\/7/],
    [2, /user-friendly way .* primary care/],
    [3, /telehealth plans/],
    [0, /telehealth plans/],
    [-1, /telehealth plans/],
    [1.5, /telehealth plans/],
  ])("position %d", (position, body) => {
    expect(homeBannerText(position).body).toMatch(body);
  });

  it("shows three distinct variants", () => {
    const titles = [1, 2, 3].map((position) => homeBannerText(position).title);
    expect(new Set(titles).size).toBe(3);
  });
});

describe("pageBanner by path", () => {
  it.each(pagePaths.map((path) => [path]))("%s has a title and a body", (path) => {
    const banner = pageBanner(path, harbourConfig);
    expect(banner.title).not.toBe("");
    expect(banner.body).not.toBe("");
  });

  it.each([
    ["/privacy-policy", "Call us now", true],
    ["/terms-of-service", "Call us now", true],
    ["/", "", false],
    ["/about-us", "", false],
    ["/price", "", false],
    ["/checkout", "", false],
    ["/refund-policy", "", false],
  ])("%s button text is %j (dials support: %s)", (path, buttonText, dials) => {
    const banner = pageBanner(path, harbourConfig);
    expect(banner.buttonText).toBe(buttonText);
    expect(banner.buttonDialsSupport).toBe(dials);
  });

  it("claims more than 85% of common ER conditions on the price page", () => {
    expect(pageBanner("/price", harbourConfig).body).toContain(
      "more than 85% of common conditions seen in the ER",
    );
  });

  it("shows the same banner on / and /home, the first home variant", () => {
    expect(pageBanner("/home", harbourConfig)).toEqual(pageBanner("/", harbourConfig));
    expect(pageBanner("/", harbourConfig).title).toBe(homeBannerText(1).title);
  });

  it.each(["/no-such-page", "/price/extra", "/checkout-now"])(
    "falls back to the not-found banner on %s",
    (path) => {
      expect(pageBanner(path, harbourConfig)).toEqual({
        title: "Page not found",
        body: "What you were looking for may have moved or is not available.",
        buttonText: "",
        buttonDialsSupport: false,
      });
    },
  );

  it.each([
    ["/price/", "/price"],
    ["security-policy", "/security-policy"],
    ["/contact?from=nav#top", "/contact"],
    ["/Contact", "/no-such-page"],
  ])("reads %s as %s (paths are case-sensitive, as the site's routes)", (path, canonical) => {
    expect(pageBanner(path, harbourConfig)).toEqual(pageBanner(canonical, harbourConfig));
  });
});

describe("breadcrumb names and heroes", () => {
  it.each([
    ["/", "Home"],
    ["/about-us", "About us"],
    ["/price", "Price"],
    ["/contact", "Contact"],
    ["/cancel-service", "Cancel service"],
    ["/checkout", "Checkout"],
    ["/privacy-policy", "Privacy policy"],
    ["/nowhere", "Page not found"],
  ])("%s reads %s", (path, name) => {
    expect(pageName(path)).toBe(name);
  });

  it("knows every route of spec §2", () => {
    expect(pagePaths).toEqual([
      "/",
      "/home",
      "/about-us",
      "/price",
      "/contact",
      "/cancel-service",
      "/checkout",
      ...policySlugs.map((slug) => `/${slug}`),
    ]);
  });

  it("gives every page a hero and unknown pages the not-found hero", () => {
    for (const path of pagePaths) {
      expect(pageHero(path).title).not.toBe("");
    }
    expect(pageHero("/nowhere").title).toBe("Page not found");
  });
});
