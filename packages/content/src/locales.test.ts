// Every locale's catalogues have every key of the English ones, each text with the same placeholders: a translator
// who drops a key or a {placeholder} finds out here, not on a page.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { placeholders } from "./format.js";

const LOCALES_DIR = join(import.meta.dirname, "locales");
const catalogue = (file: string): unknown =>
  JSON.parse(readFileSync(join(LOCALES_DIR, file), "utf8"));

/** Every text of a catalogue by its path ("pages.price.hero.title", "benefits[3].title"), with its placeholders. */
function texts(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") {
    found.set(path, [...placeholders(value)].sort().join(" "));
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

const files = readdirSync(LOCALES_DIR).filter((file) => file.endsWith(".json"));
const translated = files.filter((file) => !file.startsWith("en-US."));

describe("the catalogues", () => {
  it("come in pairs: the site and its policies, for every locale", () => {
    const locales = new Set(files.map((file) => file.split(".")[0]));
    expect(files.sort()).toEqual(
      [...locales].flatMap((locale) => [`${locale}.json`, `${locale}.policies.json`]).sort(),
    );
    expect(locales.size).toBeGreaterThan(1);
  });

  it.each(translated)(
    "%s has every text of the English catalogue, with its placeholders",
    (file) => {
      const english = texts(catalogue(file.replace(/^[^.]+/, "en-US")));
      const other = texts(catalogue(file));
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      const mismatched = [...english].filter(([path, marks]) => other.get(path) !== marks);
      expect(mismatched.map(([path]) => path)).toEqual([]);
    },
  );
});
