// Every package's catalogues (`packages/*/src/locales/<locale>[.<part>].json`) exist for every supported locale, with
// every key of the English ones and each text with the same placeholders: a translator who drops a key or a
// {placeholder} finds out here, not on a page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { placeholders, SUPPORTED_LOCALES } from "@membership/content";
import { describe, expect, it } from "vitest";

const PACKAGES_DIR = resolve(import.meta.dirname, "..", "..", "packages");
const DEFAULT_LOCALE = SUPPORTED_LOCALES[0];

/** Every text of a catalogue by its path ("pages.price.hero.title", "benefits[3].title"), with its placeholders. */
function texts(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") {
    found.set(path, placeholders(value).sort().join(" "));
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const entry of texts(item, `${path}[${index}]`)) found.set(...entry);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      for (const entry of texts(item, path ? `${path}.${key}` : key)) found.set(...entry);
    }
  }
  return found;
}

const cataloguesDirs = readdirSync(PACKAGES_DIR)
  .map((name) => join(PACKAGES_DIR, name, "src", "locales"))
  .filter((dir) => existsSync(dir));
/** "content/en-US.policies.json" and the like: every English catalogue, the model of its translations. */
const englishFiles = cataloguesDirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.startsWith(`${DEFAULT_LOCALE}.`) && file.endsWith(".json"))
    .map((file) => join(dir, file)),
);
const translations = englishFiles.flatMap((file) =>
  SUPPORTED_LOCALES.slice(1).map((locale) => [
    `${file.slice(PACKAGES_DIR.length + 1)} in ${locale}`,
    file,
    file.replace(/[^/]+(?=\.[^/]*json$)/, (name) => name.replace(DEFAULT_LOCALE, locale)),
  ]),
);
const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

describe("the catalogues", () => {
  it("are in content, forms and ui, for every supported locale and no other", () => {
    expect(cataloguesDirs.map((dir) => dir.slice(PACKAGES_DIR.length + 1)).sort()).toEqual([
      "content/src/locales",
      "forms/src/locales",
      "ui/src/locales",
    ]);
    for (const dir of cataloguesDirs) {
      const locales = new Set(readdirSync(dir).map((file) => file.split(".")[0]));
      expect([...locales].sort(), dir).toEqual([...SUPPORTED_LOCALES].sort());
    }
  });

  it.each(translations)(
    "%s has every text of the English one, with its placeholders",
    (_, english, translated) => {
      expect(existsSync(translated), translated).toBe(true);
      const model = texts(read(english));
      const other = texts(read(translated));
      expect([...other.keys()].sort()).toEqual([...model.keys()].sort());
      const mismatched = [...model].filter(([path, marks]) => other.get(path) !== marks);
      expect(mismatched.map(([path]) => path)).toEqual([]);
    },
  );
});
