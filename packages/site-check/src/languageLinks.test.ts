import { describe, expect, it } from "vitest";
import {
  type ExpectedAlternates,
  hreflangLine,
  hreflangProblems,
  type SwitchTarget,
  switchLine,
  switchProblems,
} from "./languageLinks.js";
import type { PrerenderedPage, SwitchLink } from "./prerendered.js";

const SITE = "https://willow.example";

/** A prerendered page at `path` (its canonical URL on SITE) naming these alternates and switch links. */
function page(
  path: string,
  alternates: Record<string, string> = {},
  switches: SwitchLink[] = [],
): PrerenderedPage {
  return {
    path,
    status: 200,
    texts: "",
    lang: null,
    canonical: `${SITE}${path}`,
    alternates: Object.entries(alternates).map(([hreflang, to]) => ({
      hreflang,
      href: to.startsWith("https:") ? to : `${SITE}${to}`,
    })),
    switches,
    entries: [],
    preloads: [],
  };
}

/** The price page in both languages, as the build writes them. */
const both = { "en-US": "/price", "es-US": "/es/price", "x-default": "/price" };
const english: ExpectedAlternates = {
  languages: ["en-US", "es-US"],
  locale: "en-US",
  notFound: false,
};
const byUrl = (...pages: PrerenderedPage[]) =>
  new Map(pages.map((entry) => [entry.canonical ?? "", entry]));

describe("hreflangProblems", () => {
  it("passes pages that name each other, themselves and x-default", () => {
    const [en, es] = [page("/price", both), page("/es/price", both)];
    expect(hreflangProblems(en, byUrl(en, es), english)).toEqual([]);
    expect(hreflangProblems(es, byUrl(en, es), { ...english, locale: "es-US" })).toEqual([]);
    expect(hreflangLine(en, ["en-US", "es-US", "x-default"], [])).toBe(
      "/price hreflang: en-US, es-US, x-default, each naming it back",
    );
  });

  it("fails a page whose Spanish version does not name it back", () => {
    const en = page("/price", both);
    const es = page("/es/price", { "en-US": "/contact", "es-US": "/es/price", "x-default": "/" });
    expect(hreflangProblems(en, byUrl(en, es), english)).toEqual([
      `${SITE}/es/price (es-US) does not name it back`,
    ]);
  });

  it("fails an alternate that is no page of the build, and a missing x-default", () => {
    const en = page("/price", { "en-US": "/price", "es-US": "/es/precio" });
    expect(hreflangProblems(en, byUrl(en), english)).toEqual([
      "no x-default",
      `hreflang="es-US" names ${SITE}/es/precio, no page of the build`,
    ]);
  });

  it("fails a page whose own language names another URL", () => {
    const [en, es] = [page("/price", { ...both, "en-US": "/" }), page("/es/price", both)];
    const home = page("/", both);
    expect(hreflangProblems(en, byUrl(en, es, home), english)).toEqual([
      `its en-US is ${SITE}/, not its canonical ${SITE}/price`,
    ]);
  });

  it("leaves a language on the brand's other site to that site", () => {
    const alternates = { "en-US": "/price", "es-US": "https://es.willow.example/price" };
    const en = page("/price", { ...alternates, "x-default": "/price" });
    expect(hreflangProblems(en, byUrl(en), english)).toEqual([]);
  });

  it("wants none on the 404 page and on a site in one language", () => {
    const notFound = page("/es/no-such-page", both);
    expect(hreflangProblems(notFound, byUrl(), { ...english, notFound: true })).toEqual([
      "an extra en-US",
      "an extra es-US",
      "an extra x-default",
    ]);
    const alone = page("/price");
    expect(hreflangProblems(alone, byUrl(alone), { ...english, languages: ["es-US"] })).toEqual([]);
    expect(hreflangLine(alone, [], [])).toBe("/price hreflang: none");
  });
});

const link = (href: string, inMenu: boolean, label = "Español"): SwitchLink => ({
  href,
  hreflang: "es-US",
  lang: "es-US",
  label,
  inMenu,
});
const toSpanish: SwitchTarget[] = [{ locale: "es-US", href: "/es/price", label: "Español" }];

describe("switchProblems", () => {
  it("passes a link to the same page in Spanish in the bar and in the menu", () => {
    const price = page("/price", both, [link("/es/price", false), link("/es/price", true)]);
    expect(switchProblems(price, toSpanish)).toEqual([]);
    expect(switchLine(price, toSpanish, [])).toBe(
      "/price switch: Español → /es/price, in the bar and the menu",
    );
  });

  it("fails a menu without the switch and a bar link to the Spanish home page", () => {
    const price = page("/price", both, [link("/es/", false)]);
    const problems = switchProblems(price, toSpanish);
    expect(problems).toEqual(["the bar's leads to /es/", "no es-US link in the menu"]);
    expect(switchLine(price, toSpanish, problems)).toBe(
      "/price switch: the bar's leads to /es/; no es-US link in the menu (want Español → /es/price)",
    );
  });

  it("fails a label not in the target language and a link to the page's own language", () => {
    const own = { ...link("/price", true), hreflang: "en-US", lang: "en-US" };
    const price = page("/price", both, [
      link("/es/price", false, "Spanish"),
      link("/es/price", true),
      own,
    ]);
    expect(switchProblems(price, toSpanish)).toEqual([
      `the bar's says "Spanish"`,
      "a link to en-US, not another language of the site",
    ]);
  });

  it("wants no switch on a site in one language", () => {
    expect(switchProblems(page("/price"), [])).toEqual([]);
    expect(switchLine(page("/price"), [], [])).toBe("/price switch: none (one language)");
  });
});
