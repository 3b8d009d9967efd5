// site-check's smoke walk refuses a sister page that shows this brand's name or people: its module of them is written
// from this site's configuration.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PARENT_BRAND_MODULE, parentBrandModule } from "../scripts/parentBrand.ts";
import definition from "../site.config.ts";

describe("site-check's parent brand", () => {
  it("is this site's name and team, as `pnpm --filter site parent-brand` writes them", () => {
    expect(readFileSync(PARENT_BRAND_MODULE, "utf8")).toBe(parentBrandModule(definition));
  });
});
