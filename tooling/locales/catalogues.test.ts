// Every package's locale catalogues have every key of the English ones, each text with the same placeholders: a
// translator who drops a key or a {placeholder} finds out here, not on a page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { placeholders } from "../../packages/content/src/format.ts";

const PACKAGES_DIR = join(import.meta.dirname, "..", "..", "packages");
const ENGLISH = "en-US";

const localesDirOf = (name: string) => join(PACKAGES_DIR, name, "src", "locales");
const packagesWithLocales = readdirSync(PACKAGES_DIR)
  .filter((name) => existsSync(localesDirOf(name)))
  .sort();

/** Every text of a catalogue by its path ("forms.checkout.submit", "cancellationReasons[3]"), with its placeholders. */
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

const catalogue = (name: string, file: string): Map<string, string> =>
  texts(JSON.parse(readFileSync(join(localesDirOf(name), file), "utf8")));

// Each translated file against its English counterpart: es-US.json with en-US.json, es-US.policies.json with en-US.policies.json.
const translations = packagesWithLocales.flatMap((name) =>
  readdirSync(localesDirOf(name))
    .filter((file) => file.endsWith(".json") && !file.startsWith(`${ENGLISH}.`))
    .map((file) => [name, file, file.replace(/^[^.]+/, ENGLISH)] as const),
);

describe("the locale catalogues", () => {
  it("live in content, forms and ui, each with English and at least one other locale", () => {
    expect(packagesWithLocales).toEqual(["content", "forms", "ui"]);
    for (const name of packagesWithLocales) {
      const locales = new Set(readdirSync(localesDirOf(name)).map((file) => file.split(".")[0]));
      expect(locales).toContain(ENGLISH);
      expect(locales.size, name).toBeGreaterThan(1);
    }
  });

  it.each(translations)(
    "%s: %s has every text of %s, with its placeholders",
    (name, file, englishFile) => {
      const english = catalogue(name, englishFile);
      const other = catalogue(name, file);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      const mismatched = [...english].filter(([path, marks]) => other.get(path) !== marks);
      expect(mismatched.map(([path]) => path)).toEqual([]);
    },
  );
});
