// A second brand as a stranger makes it: `npm create @membership/site@latest` from the registry with
// examples/sister-brand/brand.json, then the generated README's commands, every @membership package from the registry:
// `npm install`, `npm test` (type-check, build against a fresh sandbox and the smoke walk in Chromium, in Spanish: every
// route with its name, prices and colour and none of this site's nor an English text, a purchase charging its trial
// price), `npm run dev`, and a deploy: `npm ci --omit=dev` installs no browser driver, and `npm run build` works; the
// built pages show the brand's own team, benefits, words and page override, none of the parent's people, and not the
// page it removed.
import { cpSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { chromiumLaunchOptions } from "../../chromium.js";
import { startNginx } from "../../nginx.js";
import {
  freePort,
  type PackageJson,
  publishablePackages,
  readJson,
  repoRoot,
  run,
  runCapturing,
  tempDir,
} from "../workspace.js";
import { npmCreate, startDev, stranger } from "./stranger.js";

const { registry, repo } = inject("firstRelease");
const person = stranger(registry.anonymousNpmrc);
const home = tempDir("stranger");
const site = join(home, "willow");
const versionOf = new Map(
  publishablePackages(repo).map(({ manifest }) => [manifest.name, manifest.version]),
);
// The brand is in US Spanish: its texts are the es-US catalogues'.
const spanish = JSON.parse(
  readFileSync(join(repoRoot, "packages", "forms", "src", "locales", "es-US.json"), "utf8"),
);

interface Definition {
  name: string;
  plans: { type: string; price: string }[];
  trial: { price: string; days: number };
  team: { name: string; title: string }[];
}

const parent = async (): Promise<Definition> =>
  (await import(join(repoRoot, "apps", "site", "site.config.ts"))).default;
/** What the example brand owns (examples/sister-brand/brand.json). */
const willow = JSON.parse(
  readFileSync(join(repoRoot, "examples", "sister-brand", "brand.json"), "utf8"),
) as {
  team: { name: string; title: string }[];
  benefits: { title: string }[];
  texts: Record<string, string>;
  legal: { refundDays: number };
};
const production = join(home, "production");

/** What a reader would recognise as apps/site's own: its brand, plans, prices and trial. */
async function thisSitesFacts(): Promise<string[]> {
  const config = await parent();
  return [
    config.name,
    ...config.plans.flatMap((plan) => [plan.type, `$${plan.price}`]),
    `$${config.trial.price}`,
    `${config.trial.days}-day`,
  ];
}

beforeAll(() => {
  cpSync(join(repoRoot, "examples", "sister-brand"), join(home, "brand"), { recursive: true });
  const created = npmCreate(person, home, "latest", "willow", ["--from", "brand/brand.json"]);
  expect(created.status, created.output).toBe(0);
  run("npm", ["install", "--no-audit", "--no-fund"], site, person.env);
});

describe("a sister brand made with npm create @membership/site@latest", () => {
  it("is a thin site that installed the released packages from the registry", () => {
    const manifest = readJson<PackageJson>(join(site, "package.json"));
    const membership = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(
      Object.keys(membership)
        .filter((name) => name.startsWith("@membership/"))
        .sort(),
    ).toEqual(["@membership/sandbox", "@membership/site-check", "@membership/site-kit"]);
    for (const [name, range] of Object.entries(membership)) {
      if (!name.startsWith("@membership/")) continue;
      expect(range).toBe(`^${versionOf.get(name)}`);
      const installed = readJson<PackageJson>(join(site, "node_modules", name, "package.json"));
      expect(installed.version).toBe(versionOf.get(name));
    }
    expect(existsSync(join(site, "src", "logo.svg"))).toBe(true);
    expect(existsSync(join(site, "src", "fonts", "nunito-latin-400-normal.woff2"))).toBe(true);
  });

  it("passes npm test: type-check and the smoke walk, with none of this site's facts", async () => {
    const forbidden = await thisSitesFacts();
    const test = runCapturing(
      "npm",
      ["test", "--", "--forbid", forbidden.join(",")],
      site,
      person.env,
    );
    expect(test.output).toContain(`site-kit ${versionOf.get("@membership/site-kit")}`);
    expect(test.output).toContain("ok    the sandbox approved 1.49 for ESSENTIAL");
    expect(test.output).toContain('ok    / as prerendered: lang="es"');
    expect(test.output).toContain(`ok    an empty e-mail says "${spanish.messages.email.empty}"`);
    expect(test.output).toContain(
      `ok    the purchase ended in the dialog "${spanish.dialogs.checkoutSucceeded.title}"`,
    );
    expect(test.output).toContain("Smoke test passed.");
    expect(test.status, test.output).toBe(0);
  });

  it("serves with npm run dev, beside its sandbox", async () => {
    const dev = await startDev(site, person);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(dev.url);
      await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
      expect(await page.title()).toContain("Willow Telehealth");
      expect(await page.getAttribute("html", "lang")).toBe("es");
      expect(dev.output()).toContain(`Sandbox backend on ${dev.apiHost}`);
    } finally {
      await browser.close();
      await dev.stop();
    }
  });

  it("deploys with npm ci --omit=dev, which installs no browser driver and no axe, then npm run build", () => {
    cpSync(site, production, {
      recursive: true,
      filter: (source) => !/\/(node_modules|dist|deploy)$/.test(source),
    });
    run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], production, person.env);
    const installed = (name: string) =>
      existsSync(join(production, "node_modules", name, "package.json"));
    expect(installed("@membership/site-kit")).toBe(true);
    expect(
      ["playwright-core", "playwright", "axe-core", "@membership/site-check"].filter(installed),
    ).toEqual([]);
    const build = runCapturing("npm", ["run", "build"], production, {
      ...person.env,
      SITE_ALLOW_SANDBOX_BUILD: "1",
    });
    expect(build.status, build.output).toBe(0);
    expect(readFileSync(join(production, "dist", "index.html"), "utf8")).toContain(
      '<html lang="es"',
    );
    expect(existsSync(join(production, "dist", "_headers"))).toBe(true);
    expect(existsSync(join(production, "deploy", "nginx-site.conf"))).toBe(true);
  });

  it("shows its own team, benefits and words, none of the parent's people, and not the page it removed", async () => {
    const dist = join(production, "dist");
    const page = (file: string) => readFileSync(join(dist, file), "utf8");
    const about = page("about-us.html");
    for (const member of willow.team) {
      expect(about).toContain(member.name);
      expect(about).toContain(member.title);
      // The photo is a file of its own, sized so nothing shifts, named by its person.
      expect(about).toMatch(
        new RegExp(
          `<img[^>]*src="/assets/[^"]+"[^>]*alt="${member.name}"[^>]*width="144"[^>]*height="144"`,
        ),
      );
    }
    const home = page("index.html");
    for (const benefit of willow.benefits) expect(home).toContain(benefit.title);
    expect(home).toContain(willow.texts["pages.home.hero.title"]);
    // The page override wraps the kit's Price page and quotes the configured refund days.
    expect(page("price.html")).toContain("Garantía Willow");
    expect(page("price.html")).toContain(`primeros ${willow.legal.refundDays} días`);
    const { team } = await parent();
    for (const file of ["index.html", "about-us.html", "price.html", "404.html"]) {
      for (const member of team) expect(page(file)).not.toContain(member.name);
    }
    // The removed delivery policy: no file, no link, not in the sitemap or the headers, and a 404.
    expect(existsSync(join(dist, "delivery-policy.html"))).toBe(false);
    for (const file of ["index.html", "404.html", "sitemap.xml", "_headers"]) {
      expect(page(file)).not.toContain("delivery-policy");
    }
    const { createStaticServer } = await import(
      join(production, "node_modules", "@membership", "site-kit", "dist", "hosting.js")
    );
    const policy = JSON.parse(
      readFileSync(join(production, "deploy", "hosting-policy.json"), "utf8"),
    );
    const server = createStaticServer(dist, policy);
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    // Behind the preview server and behind Debian's nginx with the generated configuration alike.
    const nginx = await startNginx(
      dist,
      join(production, "deploy", "nginx-site.conf"),
      await freePort(),
    );
    try {
      for (const origin of [`http://127.0.0.1:${server.address().port}`, nginx.origin]) {
        expect((await fetch(`${origin}/delivery-policy`)).status, origin).toBe(404);
        expect((await fetch(`${origin}/security-policy`)).status, origin).toBe(200);
      }
    } finally {
      await new Promise((closed) => server.close(closed));
      await nginx.stop();
    }
  });
});
