import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../site/storageKeys.js";
import { INTENT_EVENTS, PAGE_LOADER_GLOBAL, pageLoaderText } from "./pageLoader.js";

describe.each([
  { page: "every page but the payment page", watchForms: true },
  { page: "the payment page", watchForms: false },
])("the page loader's text on $page", ({ watchForms }) => {
  const text = pageLoaderText(watchForms);

  it("is code a browser parses, without indentation or comment lines", () => {
    expect(() => new Function(text)).not.toThrow();
    expect(text).not.toMatch(/^\s+\S/m);
    expect(text).not.toMatch(/^\/\//m);
  });

  it("carries its settings: the hand-over property, the intent events, the section's storage key, what Buy stores, whether a form in view is a reach", () => {
    expect(text).toContain(
      JSON.stringify({
        global: PAGE_LOADER_GLOBAL,
        intentEvents: INTENT_EVENTS,
        sectionKey: STORAGE_KEYS.section,
        buy: { planKey: STORAGE_KEYS.product, section: "price" },
        watchForms,
      }),
    );
  });

  it("stays small: it is in every page", () => {
    // Its minified text is what pages carry: the size check (apps/site bench/size-budget.ts) holds each page to a round trip.
    expect(text.length).toBeLessThan(4_000);
  });
});
