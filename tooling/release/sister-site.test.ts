// A second brand from one command: examples/sister-brand/brand.json scaffolded with `pnpm create:site` (the workspace
// packages packed as the registry would serve them), installed outside the workspace, type-checked, built against a
// fresh sandbox and walked in Chromium by `membership-site-check smoke`, in Spanish: every route with its name, prices and
// colour and none of this site's nor an English text, Buy to the checkout, a field message, a purchase charging its
// trial price and its success dialog, no axe violation, no CSP report.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot, run, runCapturing, tempDir } from "./workspace.js";

const siteDir = join(tempDir("sister-site"), "willow");
const brandFile = join(repoRoot, "examples", "sister-brand", "brand.json");
// The brand is in US Spanish: its texts are the es-US catalogues'.
const spanish = JSON.parse(
  readFileSync(join(repoRoot, "packages", "forms", "src", "locales", "es-US.json"), "utf8"),
);

interface Definition {
  brand: { name: string };
  plans: { type: string; price: string }[];
  trial: { price: string; days: number };
}

/** What a reader would recognise as apps/site's own: its brand, plans, prices and trial. */
async function thisSitesFacts(): Promise<string[]> {
  const { default: site }: { default: Definition } = await import(
    join(repoRoot, "apps", "site", "site.config.ts")
  );
  return [
    site.brand.name,
    ...site.plans.flatMap((plan) => [plan.type, `$${plan.price}`]),
    `$${site.trial.price}`,
    `${site.trial.days}-day`,
  ];
}

beforeAll(() => {
  run(
    "node",
    [join(repoRoot, "tooling", "create-site.ts"), siteDir, "--from", brandFile],
    repoRoot,
  );
  run("pnpm", ["install", "--reporter=append-only"], siteDir);
}, 600_000);

describe("a sister brand made with pnpm create:site", () => {
  it("is a thin site that depends on the packages by version", () => {
    const manifest = JSON.parse(readFileSync(join(siteDir, "package.json"), "utf8"));
    expect(Object.keys(manifest.dependencies)).toContain("@membership/site-kit");
    expect(existsSync(join(siteDir, "src", "logo.svg"))).toBe(true);
    expect(existsSync(join(siteDir, "src", "fonts", "nunito-latin-400-normal.woff2"))).toBe(true);
  });

  it("type-checks, and passes the smoke journey with none of this site's facts", async () => {
    const typecheck = runCapturing("pnpm", ["exec", "tsc", "--noEmit"], siteDir);
    expect(typecheck.status, typecheck.output).toBe(0);
    const forbidden = await thisSitesFacts();
    const smoke = runCapturing(
      "pnpm",
      ["exec", "membership-site-check", "smoke", "--forbid", forbidden.join(",")],
      siteDir,
    );
    expect(smoke.output).toContain("ok    the sandbox approved 1.49 for ESSENTIAL");
    expect(smoke.output).toContain('ok    / as prerendered: lang="es"');
    expect(smoke.output).toContain(`ok    an empty e-mail says "${spanish.messages.email.empty}"`);
    expect(smoke.output).toContain(
      `ok    the purchase ended in the dialog "${spanish.dialogs.checkoutSucceeded.title}"`,
    );
    expect(smoke.output).toContain("Smoke test passed.");
    expect(smoke.status, smoke.output).toBe(0);
  }, 600_000);
});
