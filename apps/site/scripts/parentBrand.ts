// This brand is the parent every sister site is made from: site-check's smoke walk refuses a sister page that shows
// its name or its people. They are written into site-check's source from their one owner, site.config.ts, here, so
// that no package's build runs this app's files. `pnpm --filter site parent-brand` rewrites it; a test fails while it differs.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SiteDefinition } from "@membership/site-kit/config";
import definition from "../site.config.ts";

/** site-check's module of the parent brand, as this configuration gives it. */
export function parentBrandModule({ name, team = [] }: SiteDefinition): string {
  const brand = { name, people: team.map((member) => member.name) };
  return `// Written by \`pnpm --filter site parent-brand\` from the parent brand's configuration (apps/site/site.config.ts).
export const PARENT_BRAND = ${JSON.stringify(brand, null, 2)};
`;
}

/** Where site-check keeps it: its source, which this workspace links. */
export const PARENT_BRAND_MODULE = join(
  dirname(createRequire(import.meta.url).resolve("@membership/site-check/package.json")),
  "src",
  "parentBrand.generated.ts",
);

if (import.meta.main) writeFileSync(PARENT_BRAND_MODULE, parentBrandModule(definition));
