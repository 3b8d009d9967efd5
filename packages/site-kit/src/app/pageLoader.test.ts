import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../site/storageKeys.js";
import { INTENT_EVENTS, PAGE_LOADER_GLOBAL, pageLoaderText } from "./pageLoader.js";

describe.each([
  { page: "every page but the payment page", watchForms: true },
  { page: "the payment page", watchForms: false },
])("the page loader's text on $page", ({ watchForms }) => {
  const text = pageLoaderText(STORAGE_KEYS.section, watchForms);

  it("is code a browser parses, without indentation or comment lines", () => {
    expect(() => new Function(text)).not.toThrow();
    expect(text).not.toMatch(/^\s+\S/m);
    expect(text).not.toMatch(/^\/\//m);
  });

  it("carries its settings: the hand-over property, the intent events, the section's storage key, whether a form in view is a reach", () => {
    expect(text).toContain(
      JSON.stringify({
        global: PAGE_LOADER_GLOBAL,
        intentEvents: INTENT_EVENTS,
        sectionKey: "section",
        watchForms,
      }),
    );
  });

  it("stays small: it is in every page", () => {
    expect(text.length).toBeLessThan(3_300);
  });
});
