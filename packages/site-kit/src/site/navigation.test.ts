import { describe, expect, it } from "vitest";
import { navHighlight as highlightIn, storedSectionForPath as storedIn } from "./navigation.js";
import { createPageTable } from "./pageTable.js";
import { normalizePathname } from "./pathname.js";
import type { Section } from "./storage.js";

const table = createPageTable();
const navHighlight = (pathname: string, stored: Section | null) =>
  highlightIn(table, pathname, stored);
const sectionForPath = (pathname: string) => table.forPath(pathname).section;
const storedSectionForPath = (pathname: string) => storedIn(table, pathname);

describe("navHighlight", () => {
  it.each([
    ["/", null, "home"],
    ["/home", null, "home"],
    ["/price", null, "price"],
    ["/checkout", null, "price"],
    ["/cancel-service", null, "home"],
    ["/privacy-policy", null, "home"],
    ["/refund-policy", null, "home"],
    ["/terms-of-service", null, "home"],
    ["/about-us", null, null],
    ["/contact", null, null],
    ["/security-policy", null, null],
    ["/delivery-policy", null, null],
    ["/no-such-page", null, null],
  ] as const)("on %s with nothing stored underlines %s", (pathname, stored, expected) => {
    expect(navHighlight(pathname, stored)).toBe(expected);
  });

  it.each([
    ["/security-policy", "price", "price"],
    ["/security-policy", "home", "home"],
    ["/delivery-policy", "price", "price"],
    ["/no-such-page", "home", "home"],
    ["/security-policy", "about-us", null],
    ["/delivery-policy", "contact", null],
  ] as const)("on %s follows the stored section %s", (pathname, stored, expected) => {
    expect(navHighlight(pathname, stored as Section)).toBe(expected);
  });

  it.each([
    ["/", "price", "home"],
    ["/price", "home", "price"],
    ["/checkout", "home", "price"],
    ["/privacy-policy", "price", "home"],
    ["/about-us", "price", null],
    ["/contact", "home", null],
  ] as const)(
    "on %s ignores the stored section %s: the page's own section wins",
    (pathname, stored, expected) => {
      expect(navHighlight(pathname, stored as Section)).toBe(expected);
    },
  );

  it("treats case and trailing slashes as the router does", () => {
    expect(navHighlight("/checkout/", null)).toBe("price");
    expect(navHighlight("/Checkout", null)).toBeNull();
  });
});

describe("sectionForPath", () => {
  it.each([
    ["/", "home"],
    ["/about-us", "about-us"],
    ["/contact", "contact"],
    ["/price", "price"],
    ["/checkout", "price"],
    ["/terms-of-service", "home"],
    ["/security-policy", null],
  ] as const)("maps %s to %s", (pathname, section) => {
    expect(sectionForPath(pathname)).toBe(section);
  });
});

describe("storedSectionForPath", () => {
  it.each([
    ["/", "home"],
    ["/home", "home"],
    ["/about-us", "about-us"],
    ["/contact", "contact"],
    ["/price", "price"],
    ["/checkout", null],
    ["/cancel-service", null],
    ["/terms-of-service", null],
    ["/security-policy", null],
  ] as const)("a visit to %s stores %s", (pathname, section) => {
    expect(storedSectionForPath(pathname)).toBe(section);
  });
});

describe("a site's own page", () => {
  it("counts as the section its definition names, and stores it when the spec stores that section", () => {
    const own = createPageTable({
      benefits: { path: "/benefits", component: "./src/pages/Benefits.tsx", section: "price" },
      faq: { path: "/faq", component: "./src/pages/Faq.tsx" },
    });
    expect(highlightIn(own, "/benefits", null)).toBe("price");
    expect(storedIn(own, "/benefits")).toBe("price");
    expect(highlightIn(own, "/faq", "home")).toBe("home");
    expect(storedIn(own, "/faq")).toBeNull();
  });
});

describe("normalizePathname", () => {
  it.each([
    ["/", "/"],
    ["//", "/"],
    ["/about-us/", "/about-us"],
    ["/About-Us", "/About-Us"],
    ["/price", "/price"],
  ])("normalizes %s to %s", (pathname, expected) => {
    expect(normalizePathname(pathname)).toBe(expected);
  });
});
