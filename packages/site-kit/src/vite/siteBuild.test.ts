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

/** A site folder whose site.config.ts is this definition, with these files beside it. */
function siteWith(definition: object, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "site-build-"));
  sites.push(dir);
  writeFileSync(join(dir, "site.config.ts"), `export default ${JSON.stringify(definition)};\n`);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
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
    expect(build.locales[0]?.data.payment).toEqual({ merchantId: 71, productId: 12 });
  });

  it("lets the development server start without them, with a warning", async () => {
    const warn = vi.fn();
    await loadSiteBuild(siteWith(specDefinition), "development", "serve", warn);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^payment\.merchantId and payment\.productId are not set/),
    );
  });
});

describe("loadSiteBuild's SVG files", () => {
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>';
  const withScript = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  const withHandler = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>';
  const benefit = { title: "Dental", description: "Dental advice." };
  const load = (definition: object, files: Record<string, string>) =>
    loadSiteBuild(
      siteWith({ ...specDefinition, ...definition }, files),
      "development",
      "serve",
      () => undefined,
    );

  it.each([
    ["a logo", { logo: "bad.svg" }, "The logo"],
    ["a team photo", { team: [{ name: "Ana", title: "CEO", photo: "bad.svg" }] }, "team[0].photo"],
    [
      "a benefit icon",
      { benefits: [benefit, { ...benefit, icon: "bad.svg" }] },
      "benefits[1].icon",
    ],
  ])("refuses %s with script in it, naming it", async (_, definition, what) => {
    for (const bad of [withScript, withHandler]) {
      await expect(load(definition, { "bad.svg": bad })).rejects.toThrow(`${what} `);
      await expect(load(definition, { "bad.svg": bad })).rejects.toThrow(
        "holds script or foreign content",
      );
    }
  });

  it("takes plain drawings as the photos and icons", async () => {
    const build = await load(
      {
        team: [{ name: "Ana", title: "CEO", photo: "ana.svg" }],
        benefits: [{ ...benefit, icon: "tooth.svg" }],
      },
      { "ana.svg": drawing, "tooth.svg": drawing },
    );
    expect(build.imageFiles.teamPhotos).toHaveLength(1);
    expect(build.imageFiles.benefitIcons).toHaveLength(1);
  });
});
