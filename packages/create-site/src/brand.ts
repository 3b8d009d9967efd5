// brand.json: the JSON form of a site's definition, checked by @membership/site-kit's one schema.
import { basename } from "node:path";
import {
  checkSiteDefinition,
  definitionFiles,
  type SiteDefinition,
} from "@membership/site-kit/config";

/** The brand in `value` with the files it names (relative to `brandDir`), or every mistake in it, one line each. */
export function parseBrand(
  value: unknown,
  brandDir?: string,
): { brand: SiteDefinition } | { problems: string[] } {
  const { definition, problems } = checkSiteDefinition(value, {
    ...(brandDir ? { baseDir: brandDir, baseName: "brand.json" } : {}),
  });
  return definition ? { brand: definition } : { problems };
}

/** Where each file the brand names goes in the new site: `src/<kind>/<name>`, the logo at src/logo.svg. */
export function siteFilePaths(
  brand: SiteDefinition,
): { from: string; to: string; path: readonly PropertyKey[] }[] {
  const taken = new Set<string>();
  return definitionFiles(brand).map(({ path, file }) => {
    const [kind] = path;
    const folder = kind === "font" ? "fonts" : kind === "benefits" ? "icons" : String(kind);
    let to = kind === "logo" ? "src/logo.svg" : `src/${folder}/${basename(file)}`;
    for (let index = 2; taken.has(to); index += 1) to = `src/${folder}/${index}-${basename(file)}`;
    taken.add(to);
    return { from: file, to, path };
  });
}

/** The brand with each file's path replaced by its place in the new site ("./src/team/ana.png"). */
export function withSitePaths(
  brand: SiteDefinition,
  files: readonly { to: string; path: readonly PropertyKey[] }[],
): SiteDefinition {
  const copy = structuredClone(brand) as unknown as Record<PropertyKey, unknown>;
  for (const { to, path } of files) {
    const parents = path.slice(0, -1);
    let node = copy;
    for (const key of parents) node = node[key] as Record<PropertyKey, unknown>;
    node[path[path.length - 1] as PropertyKey] = `./${to}`;
  }
  return copy as unknown as SiteDefinition;
}

/** "Sister Health" → "sister-health": the package name of the new site. */
export function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "membership-site" : slug;
}
