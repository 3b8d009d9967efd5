import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALLOW_SANDBOX_BUILD_VARIABLE } from "../config/env.js";
import { specDefinition } from "../test/site.js";
import { loadSiteBuild } from "./siteBuild.js";

const sites: string[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of sites.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A site folder whose site.config.ts is this definition. */
function siteWith(definition: object): string {
  const dir = mkdtempSync(join(tmpdir(), "site-build-"));
  sites.push(dir);
  writeFileSync(join(dir, "site.config.ts"), `export default ${JSON.stringify(definition)};\n`);
  return dir;
}

describe("loadSiteBuild's payment ids", () => {
  it("stops a production build without them, naming both keys, even with the sandbox opt-out", async () => {
    vi.stubEnv(ALLOW_SANDBOX_BUILD_VARIABLE, "1");
    const build = loadSiteBuild(siteWith(specDefinition), "production", "build", () => undefined);
    await expect(build).rejects.toThrow(/payment\.merchantId and payment\.productId are not set/);
    await expect(build).rejects.toThrow(/SITE_ALLOW_SANDBOX_BUILD=1 does not skip this/);
  });

  it("builds with the site's own ids", async () => {
    vi.stubEnv(ALLOW_SANDBOX_BUILD_VARIABLE, "1");
    const site = siteWith({ ...specDefinition, payment: { merchantId: 71, productId: 12 } });
    const build = await loadSiteBuild(site, "production", "build", () => undefined);
    expect(build.data.payment).toEqual({ merchantId: 71, productId: 12 });
  });

  it("lets the development server start without them, with a warning", async () => {
    const warn = vi.fn();
    await loadSiteBuild(siteWith(specDefinition), "development", "serve", warn);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^payment\.merchantId and payment\.productId are not set/),
    );
  });
});
