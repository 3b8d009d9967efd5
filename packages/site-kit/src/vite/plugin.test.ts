import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { KIT_BROWSER_DEPENDENCIES } from "./plugin.js";

const src = resolve(import.meta.dirname, "..");
// Type-only imports are erased: the browser never loads what they name.
const IMPORT =
  /(?:^\s*(?:import|export)\s(?!type\s)[^'"`;]*?\sfrom\s*|^\s*import\s*|\bimport\(\s*)["']([^"']+)["']/gm;

/** The source file a relative `.js` specifier names. */
function sourceOf(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, "");
  const file = [".ts", ".tsx"].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${from} imports ${specifier}, which has no source`);
  return file;
}

/** The packages imported by the modules the browser can load: the entry, the app and every kit page. */
function browserImports(): Set<string> {
  const pages = readdirSync(join(src, "pages")).map((file) => join(src, "pages", file));
  const queue = [join(src, "loader", "entry.ts"), join(src, "app", "client.tsx"), ...pages];
  const seen = new Set<string>();
  const packages = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (specifier.startsWith(".")) queue.push(sourceOf(file, specifier));
      else if (!specifier.endsWith(".json")) packages.add(specifier);
    }
  }
  return packages;
}

describe("KIT_BROWSER_DEPENDENCIES", () => {
  it("names every package the kit's browser modules import, so the dev server pre-bundles each", () => {
    const named = new Set(KIT_BROWSER_DEPENDENCIES.map((entry) => entry.split(" > ").at(-1)));
    const imported = browserImports();
    expect([...imported].filter((name) => !named.has(name)).sort()).toEqual([]);
    expect(imported.size).toBeGreaterThan(5);
  });
});
