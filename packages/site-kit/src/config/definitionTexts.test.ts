import type { SupportedLocale } from "@membership/content";
import { describe, expect, it } from "vitest";
import type { CatalogueName } from "../vite/catalogues.js";
import type { SiteDefinition } from "./checkDefinition.js";
import { withTextOverrides } from "./definitionTexts.js";

describe("withTextOverrides", () => {
  const catalogue = {
    nav: { home: "HOME", facebook: "{brand} on Facebook" },
    pages: { home: { hero: { title: "Care", text: "Always." } } },
  };
  const rows: {
    case: string;
    name: CatalogueName;
    texts: SiteDefinition["texts"];
    locale: SupportedLocale;
    want: unknown;
  }[] = [
    {
      case: "no texts",
      name: "site",
      texts: undefined,
      locale: "en-US",
      want: catalogue,
    },
    {
      case: "a page text",
      name: "site",
      texts: { "pages.home.hero.title": "Care for {brand}" },
      locale: "en-US",
      want: {
        ...catalogue,
        pages: { home: { hero: { title: "Care for {brand}", text: "Always." } } },
      },
    },
    {
      case: "a text per locale, in the site's",
      name: "site",
      texts: { "nav.home": { "en-US": "START", "es-US": "INICIO" } },
      locale: "es-US",
      want: { ...catalogue, nav: { ...catalogue.nav, home: "INICIO" } },
    },
    {
      case: "a policies text, into the policies catalogue only",
      name: "policies",
      texts: { "policies.nav.home": "Reach us", "nav.home": "START" },
      locale: "en-US",
      want: { ...catalogue, nav: { ...catalogue.nav, home: "Reach us" } },
    },
    {
      case: "a policies text, left out of the site catalogue",
      name: "site",
      texts: { "policies.nav.home": "Reach us" },
      locale: "en-US",
      want: catalogue,
    },
    {
      case: "a forms text, into the forms catalogue",
      name: "forms",
      texts: { "forms.nav.facebook": "Follow {brand}" },
      locale: "en-US",
      want: { ...catalogue, nav: { ...catalogue.nav, facebook: "Follow {brand}" } },
    },
  ];
  it.each(rows)("puts in $case", ({ name, texts, locale, want }) => {
    const before = structuredClone(catalogue);
    expect(withTextOverrides(catalogue, name, texts, locale)).toEqual(want);
    expect(catalogue).toEqual(before);
  });
});
