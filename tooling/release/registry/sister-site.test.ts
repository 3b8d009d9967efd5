// A second brand as a stranger makes it: `npm create @membership/site@latest` from the registry with
// examples/sister-brand/brand.json, then the generated README's commands, every @membership package from the registry:
// `npm install`, `npm test` (type-check, build against a fresh sandbox and the smoke walk in Chromium, in Spanish: every
// route with its name, prices and colour and none of this site's nor an English text, a purchase charging its trial
// price), `npm run dev`, and a deploy: `npm ci --omit=dev` installs no browser driver, and `npm run build` works; the
// built pages show the brand's own team, benefits, words and page override, none of the parent's people, and not the
// page it removed. Then a brand in English and Spanish (examples/bilingual-brand/brand.json), made the same way on
// Willow's installed packages: `npm test` walks both languages, and its build has both trees linked to each other.
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { loadSiteConfig } from "@membership/site-kit/config";
import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import { startNginx } from "@membership/test-fixtures/nginx";
import { startWrangler } from "@membership/test-fixtures/wrangler";
import { chromium, type Page } from "playwright";
import { beforeAll, describe, expect, inject, it } from "vitest";
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

/** The site's own @membership/site-kit/hosting, as its package's exports name it. */
const kitHosting = (siteDir: string) =>
  import(
    pathToFileURL(
      createRequire(join(siteDir, "package.json")).resolve("@membership/site-kit/hosting"),
    ).href
  );

/** The parent's facts as the kit reads apps/site, a site folder like any other (its configuration, no import of it). */
const parent = async () => (await loadSiteConfig(join(repoRoot, "apps", "site"), {})).config;
/** What the example brand owns (examples/sister-brand/brand.json). */
const willow = JSON.parse(
  readFileSync(join(repoRoot, "examples", "sister-brand", "brand.json"), "utf8"),
) as {
  name: string;
  team: { name: string; title: string }[];
  benefits: { title: string }[];
  texts: Record<string, string>;
  legal: { refundDays: number };
  /** A functional widget on the price page that loads on click, then analytics that wait for consent. */
  integrations: { id: string; script: string; label?: string }[];
  events: { endpoint: string };
};
/** The consent notice's and the privacy policy's texts, in the brand's Spanish. */
const privacyTexts = JSON.parse(
  readFileSync(join(repoRoot, "packages", "content", "src", "locales", "es-US.json"), "utf8"),
).privacy;
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
    const { team = [] } = await parent();
    for (const file of ["index.html", "about-us.html", "price.html", "404.html"]) {
      for (const member of team) expect(page(file)).not.toContain(member.name);
    }
    // The removed delivery policy: no file, no link, not in the sitemap or the headers, and a 404.
    expect(existsSync(join(dist, "delivery-policy.html"))).toBe(false);
    for (const file of ["index.html", "404.html", "sitemap.xml", "_headers"]) {
      expect(page(file)).not.toContain("delivery-policy");
    }
    const { createStaticServer } = await kitHosting(production);
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

  it("loads its third parties only where brand.json declares them, and what needs consent once accepted", async () => {
    const policy = JSON.parse(
      readFileSync(join(production, "deploy", "hosting-policy.json"), "utf8"),
    );
    const pagesCsp: string = policy.securityHeaders["Content-Security-Policy"];
    const checkoutCsp: string = policy.paymentPageHeaders["Content-Security-Policy"];
    for (const { script } of willow.integrations) {
      const origin = new URL(script).origin;
      expect(pagesCsp).toMatch(new RegExp(`script-src [^;]*${origin}`));
      expect(pagesCsp).toMatch(new RegExp(`connect-src [^;]*${origin}`));
      expect(checkoutCsp).not.toContain(origin);
    }
    const eventsOrigin = new URL(willow.events.endpoint).origin;
    // The brand's own collector: counts from every page, the payment page's purchase outcomes too.
    expect(pagesCsp).toMatch(new RegExp(`connect-src [^;]*${eventsOrigin}`));
    expect(checkoutCsp).toMatch(new RegExp(`connect-src [^;]*${eventsOrigin}`));
    const { createStaticServer } = await kitHosting(production);
    const server = createStaticServer(join(production, "dist"), policy);
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const origin = `http://127.0.0.1:${server.address().port}`;
    const browser = await chromium.launch(chromiumLaunchOptions);
    /** A visitor's tab, with the vendors' hosts and the collector answering as they would on the internet. */
    const visitor = async (options: { globalPrivacyControl?: boolean } = {}) => {
      const context = await browser.newContext(
        options.globalPrivacyControl ? { extraHTTPHeaders: { "Sec-GPC": "1" } } : {},
      );
      if (options.globalPrivacyControl) {
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
        );
      }
      const page = await context.newPage();
      await recordScriptAnswers(page);
      const requested: string[] = [];
      const events: { name: string; path: string; plan?: string }[] = [];
      for (const { script } of willow.integrations) {
        await page.route(`${new URL(script).origin}/**`, (route) => {
          requested.push(route.request().url());
          return route.fulfill({ contentType: "text/javascript", body: "" });
        });
      }
      await page.route(`${eventsOrigin}/**`, (route) => {
        events.push(...JSON.parse(route.request().postData() ?? "{}").events);
        return route.fulfill({ status: 204 });
      });
      await page.clock.install();
      // What the page requests until its entry is in and the idle moment a `start` script waits for has passed.
      const settled = async () => {
        await page.clock.runFor(1000);
        await page.waitForLoadState("networkidle");
        await page.clock.runFor(5000);
        await thirdPartyScriptsAnswered(page);
        return requested.splice(0);
      };
      /** The scripts asked for since `holdApp()`, waiting until `hydrated()` lets them in. */
      const held: string[] = [];
      let letIn = () => {};
      /** From now on the page's scripts wait: the app a press reaches for stays out, whatever the machine's speed. */
      const holdApp = async () => {
        const released = new Promise<void>((resolve) => {
          letIn = resolve;
        });
        await page.route("**/assets/*.js", async (route) => {
          held.push(route.request().url());
          await released;
          await route.continue();
        });
      };
      /** Lets the held app in, then runs the fake clock until it has hydrated the page. */
      const hydrated = () => {
        letIn();
        return expect
          .poll(
            async () => {
              await page.clock.runFor(100);
              return page.locator("html[data-hydrated]").count();
            },
            { timeout: 15_000 },
          )
          .toBe(1);
      };
      return {
        page,
        settled,
        holdApp,
        appAsked: () => held.length > 0,
        hydrated,
        events,
        pending: () => requested.length,
      };
    };
    const [help, stats] = willow.integrations.map((entry) => entry.script);
    const notice = privacyTexts.notice;
    try {
      const { page, settled, events, pending } = await visitor();
      await page.goto(`${origin}/about-us`);
      expect(await settled()).toEqual([]);
      const asking = page.getByRole("region", { name: notice.title });
      await expect.poll(() => asking.isVisible()).toBe(true);
      // Shown by the page's entry: a first visit loads no app to ask (ADR 0008).
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      await page.goto(`${origin}/price`);
      // The help widget loads on click: its button, in the site's style, and nothing of the vendor's before.
      expect(await settled()).toEqual([]);
      await page.getByRole("button", { name: notice.accept, exact: true }).click();
      expect(await settled()).toEqual([stats]);
      expect(await asking.count()).toBe(0);
      await page.getByRole("button", { name: willow.integrations[0]?.label, exact: true }).click();
      // Pressed while the app comes in (the Accept click reached for the page): the app takes the press as it is in.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(100);
            return pending();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(await settled()).toEqual([help]);
      // On to the checkout as a visitor goes, by a plan's button: no stats there, the answer kept.
      await page.getByRole("article").first().getByRole("button").click();
      await page.waitForURL(`${origin}/checkout`);
      expect(await settled()).toEqual([]);
      expect(await asking.count()).toBe(0);
      await expect
        .poll(() => events.map(({ name, path }) => `${name} ${path}`))
        .toEqual([
          "page-view /about-us",
          "page-view /price",
          "buy /price",
          "page-view /checkout",
          "checkout-shown /checkout",
        ]);
      expect(events.find((event) => event.name === "buy")?.plan).toBe("ESSENTIAL");

      // Global Privacy Control: the notice says it was honoured, and the stats never load.
      const refusing = await visitor({ globalPrivacyControl: true });
      await refusing.page.goto(`${origin}/price`);
      expect(await refusing.settled()).toEqual([]);
      await expect
        .poll(() => refusing.page.getByText(notice.honouredSignal).isVisible())
        .toBe(true);
      await refusing.page.getByRole("button", { name: notice.close, exact: true }).click();
      expect(await refusing.settled()).toEqual([]);

      // Choices opened before the app: it takes them over as they are, the tick and the focus kept.
      const choosing = await visitor();
      await choosing.page.goto(`${origin}/about-us`);
      expect(await choosing.settled()).toEqual([]);
      await choosing.holdApp();
      await choosing.page.getByRole("button", { name: notice.choose, exact: true }).click();
      const analytics = choosing.page.getByRole("checkbox", {
        name: privacyTexts.consent.analytics,
      });
      const focused = () => analytics.evaluate((box) => box === document.activeElement);
      // The press reached for the app, which is held: what follows is before it.
      await expect.poll(choosing.appAsked).toBe(true);
      expect(await focused()).toBe(true);
      await analytics.check();
      expect(await choosing.page.locator("html[data-hydrated]").count()).toBe(0);
      await choosing.hydrated();
      expect([await analytics.isChecked(), await focused()]).toEqual([true, true]);
      await choosing.page.getByRole("button", { name: notice.save, exact: true }).click();
      expect(await choosing.settled()).toEqual([stats]);

      // On a page with its own form, Save focused before the app is the notice's Save after it, not the form's button.
      const saving = await visitor();
      await saving.page.goto(`${origin}/contact`);
      expect(await saving.settled()).toEqual([]);
      await saving.holdApp();
      await saving.page.getByRole("button", { name: notice.choose, exact: true }).click();
      const save = saving.page.getByRole("button", { name: notice.save, exact: true });
      await save.focus();
      expect(await saving.page.locator("html[data-hydrated]").count()).toBe(0);
      await saving.hydrated();
      expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);

      // As the app takes the notice over, every frame shows one notice: never both, never none (real time: frames).
      const watching = await (await browser.newContext()).newPage();
      await watching.goto(`${origin}/about-us`);
      await expect
        .poll(() => watching.getByRole("region", { name: notice.title }).isVisible())
        .toBe(true);
      await watching.evaluate((title) => {
        const perFrame: number[] = [];
        Object.assign(window, { noticesPerFrame: perFrame });
        const frame = () => {
          const headings = [...document.querySelectorAll("section > h2")];
          perFrame.push(headings.filter((heading) => heading.textContent === title).length);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }, notice.title);
      await watching.getByRole("button", { name: notice.choose, exact: true }).press("Enter");
      await watching.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await watching.evaluate(() => new Promise(requestAnimationFrame));
      const perFrame: number[] = await watching.evaluate(() =>
        Reflect.get(window, "noticesPerFrame"),
      );
      expect(perFrame.length).toBeGreaterThan(1);
      expect([...new Set(perFrame)]).toEqual([1]);

      // The privacy policy names each third party, what it collects and when it runs.
      await page.goto(`${origin}/privacy-policy`);
      const thirdParties = page.getByRole("region", { name: privacyTexts.vendors.heading });
      for (const entry of willow.integrations) {
        await expect
          .poll(() => thirdParties.getByRole("heading", { level: 4, name: entry.id }).count())
          .toBe(1);
      }
    } finally {
      await browser.close();
      await new Promise((closed) => server.close(closed));
    }
  });
});

const bilingual = join(home, "cedar");
/** The brand in English and Spanish (examples/bilingual-brand/brand.json). */
const cedar = JSON.parse(
  readFileSync(join(repoRoot, "examples", "bilingual-brand", "brand.json"), "utf8"),
) as {
  trial: { price: string };
  plans: { type: string }[];
  /** Analytics that wait for consent, and the brand's own collector of conversion events. */
  integrations: { id: string; script: string }[];
  events: { endpoint: string };
};

/** Marks each script tag of the page once its answer came (its load or error event), for thirdPartyScriptsAnswered. */
async function recordScriptAnswers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const answered = new WeakSet<EventTarget>();
    (window as unknown as { __scriptAnswered: WeakSet<EventTarget> }).__scriptAnswered = answered;
    for (const type of ["load", "error"]) {
      document.addEventListener(type, (event) => event.target && answered.add(event.target), true);
    }
  });
}

/**
 * Waits until every script of another origin in the page's document has had its answer. A tag the page has just added
 * reaches the routes and the request listeners a moment later, and "networkidle", once reached, does not wait again.
 */
async function thirdPartyScriptsAnswered(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { __scriptAnswered: answered } = window as unknown as {
          __scriptAnswered: WeakSet<EventTarget>;
        };
        return [...document.scripts]
          .filter(
            (script) =>
              script.src !== "" &&
              new URL(script.src).origin !== location.origin &&
              !answered.has(script),
          )
          .map((script) => script.src);
      }),
    )
    .toEqual([]);
}

/** A built page's language, canonical URL, hreflang alternates and language switch links, read from its HTML. */
function builtPage(dist: string, file: string) {
  const html = readFileSync(join(dist, file), "utf8");
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? "";
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map(([tag]) => tag);
  return {
    file,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: attribute(tags(/<link rel="canonical"[^>]*>/g)[0] ?? "", "href"),
    alternates: new Map(
      tags(/<link rel="alternate" hreflang[^>]*>/g).map((tag) => [
        attribute(tag, "hreflang"),
        attribute(tag, "href"),
      ]),
    ),
    switches: [...html.matchAll(/<a ([^>]*\bhreflang="[^"]*"[^>]*)>([^<]*)<\/a>/gi)].map(
      ([, tag = "", label]) => [fileOf(attribute(tag, "href")), attribute(tag, "hreflang"), label],
    ),
  };
}

/** The built file a URL of the site is served from: "/" → index.html, "https://…/es/price" → es/price.html. */
function fileOf(url: string): string {
  const path = new URL(url, "https://site.invalid").pathname;
  return path.endsWith("/") ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

describe("a brand in English and Spanish made with npm create @membership/site@latest", () => {
  const dist = join(bilingual, "dist");
  beforeAll(() => {
    cpSync(join(repoRoot, "examples", "bilingual-brand"), join(home, "bilingual"), {
      recursive: true,
    });
    const created = npmCreate(person, home, "latest", "cedar", ["--from", "bilingual/brand.json"]);
    expect(created.status, created.output).toBe(0);
    // Willow installed this release's packages already: the site uses them rather than installing them again.
    symlinkSync(join(site, "node_modules"), join(bilingual, "node_modules"), "dir");
  });

  it("passes npm test: the smoke walk in English at / and in Spanish at /es/", async () => {
    const forbidden = [...(await thisSitesFacts()), willow.name];
    const test = runCapturing(
      "npm",
      ["test", "--", "--forbid", forbidden.join(",")],
      bilingual,
      person.env,
    );
    for (const line of [
      'ok    / as prerendered: lang="en"',
      'ok    /es/ as prerendered: lang="es"',
      "ok    /price switch: Español → /es/price, in the bar and the menu",
      "ok    /es/price switch: English → /price, in the bar and the menu",
      "ok    /es/price hreflang: en-US, es-US, x-default, each naming it back",
      "ok    /es/no-such-page: 404 (want 404)",
      `ok    the sandbox approved ${cedar.trial.price} for ${cedar.plans[0]?.type}`,
      `ok    /es/: the purchase ended in the dialog "${spanish.dialogs.checkoutSucceeded.title}"`,
      "Smoke test passed.",
    ]) {
      expect(test.output).toContain(line);
    }
    for (const tree of ["/", "/es/"]) {
      expect(test.output).toMatch(
        new RegExp(`ok {4}${tree} scripts: \\d+ files its pages load, no other language's text`),
      );
    }
    expect(test.status, test.output).toBe(0);
  });

  it("builds both trees: each page in its language, its switch to the same page, hreflang named back", () => {
    const build = runCapturing("npm", ["run", "build"], bilingual, {
      ...person.env,
      SITE_ALLOW_SANDBOX_BUILD: "1",
    });
    expect(build.status, build.output).toBe(0);
    const files = readdirSync(dist, { recursive: true, encoding: "utf8" });
    const pages = new Map(
      files.filter((file) => file.endsWith(".html")).map((file) => [file, builtPage(dist, file)]),
    );
    expect(pages.get("index.html")?.lang).toBe("en");
    expect(pages.get("es/index.html")?.lang).toBe("es");
    expect(pages.has("es/404.html")).toBe(true);
    for (const page of pages.values()) {
      const inSpanish = page.file.startsWith("es/");
      expect(page.lang, page.file).toBe(inSpanish ? "es" : "en");
      // In the bar and in the menu: the same page in the other language, named in it (from a 404, its home).
      const shown = page.file.endsWith("404.html") ? "index.html" : page.file.replace(/^es\//, "");
      const other = inSpanish ? [shown, "en-US", "English"] : [`es/${shown}`, "es-US", "Español"];
      expect(page.switches, page.file).toEqual([other, other]);
      if (page.file.endsWith("404.html")) {
        expect(page.alternates.size, page.file).toBe(0);
        continue;
      }
      expect([...page.alternates.keys()].sort(), page.file).toEqual([
        "en-US",
        "es-US",
        "x-default",
      ]);
      expect(page.alternates.get(inSpanish ? "es-US" : "en-US"), page.file).toBe(page.canonical);
      for (const href of page.alternates.values()) {
        const named = pages.get(fileOf(href));
        expect([...(named?.alternates.values() ?? [])], `${href}, from ${page.file}`).toContain(
          page.canonical,
        );
      }
    }
    // The sitemap lists each language's URL with the alternates its page names, each of them listed too.
    const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(
      ([, loc = "", links = ""]) => ({
        loc,
        alternates: [...links.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, hreflang = "", href = ""]) => [hreflang, href],
        ),
      }),
    );
    const listed = urls.map(({ loc }) => loc);
    expect(listed).toContain(pages.get("es/price.html")?.canonical);
    for (const { loc, alternates } of urls) {
      expect(alternates, loc).toEqual([...(pages.get(fileOf(loc))?.alternates ?? [])]);
      for (const [, href] of alternates) expect(listed, loc).toContain(href);
    }
  });

  it("answers every route as its hosting policy says behind the preview, nginx and Cloudflare's engine, each with the files `membership-site deploy-config` writes, and passes the payment-page check there", async () => {
    const kit = await kitHosting(bilingual);
    const deploy = join(bilingual, "deploy");
    const policy = JSON.parse(readFileSync(join(deploy, "hosting-policy.json"), "utf8"));
    const record = JSON.parse(readFileSync(join(deploy, "payment-page.json"), "utf8"));
    const served = new Set(
      readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dist, join(entry.parentPath, entry.name)))
        .filter((file) => !file.endsWith(".br") && !file.startsWith("_")),
    );
    const pages = [...served].filter((file) => file.endsWith(".html"));
    const paths = [
      ...pages.map((file) =>
        file.endsWith("index.html") ? `/${file.slice(0, -10)}` : `/${file.slice(0, -5)}`,
      ),
      ...["/checkout/", "/checkout/x", "/es/checkout/", "/es/checkout/x", "/es", "/es/price/"],
      ...["/es/no-such-page", "/no-such-page", "/about-us.html", "/assets/", "/assets/no-such.js"],
    ];
    const server = kit.createStaticServer(dist, policy);
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    for (const host of ["nginx", "cloudflare-pages"]) {
      const written = runCapturing(
        "npx",
        ["membership-site", "deploy-config", "--host", host],
        bilingual,
        person.env,
      );
      expect(written.status, written.output).toBe(0);
    }
    const nginx = await startNginx(dist, join(deploy, "nginx-site.conf"), await freePort());
    const cloudflare = await startWrangler(dist, await freePort());
    try {
      for (const origin of [
        `http://127.0.0.1:${server.address().port}`,
        nginx.origin,
        cloudflare.origin,
      ]) {
        for (const path of paths) {
          const expected = await kit.answerFor(path, (file: string) => served.has(file));
          const response = await fetch(`${origin}${path}`, { redirect: "manual" });
          const where = `${origin}${path}`;
          expect(response.status, where).toBe(expected.status);
          expect(response.headers.get("location"), where).toBe(expected.location ?? null);
          for (const [name, value] of Object.entries(
            kit.responseHeaders(policy, path, expected.status),
          )) {
            expect(response.headers.get(name), `${name} of ${where}`).toBe(value);
          }
          if (expected.status === 404) {
            expect(await response.text(), where).toContain(
              `<html lang="${path.startsWith("/es/") ? "es" : "en"}"`,
            );
          }
        }
        // The payment page as its record says, in both languages, with a trailing slash too.
        for (const path of ["/checkout", "/checkout/", "/es/checkout", "/es/checkout/"]) {
          const response = await fetch(`${origin}${path}`);
          for (const [name, value] of Object.entries(record.headers)) {
            expect(response.headers.get(name), `${name} of ${origin}${path}`).toBe(value);
          }
        }
      }
      // The operator's check after a deploy, on a brand that sells none of the spec's plans.
      const checked = runCapturing(
        "npx",
        ["membership-site-check", "payment-page", cloudflare.origin],
        bilingual,
        person.env,
      );
      expect(checked.output).toContain("Result: OK");
      expect(checked.status, checked.output).toBe(0);
    } finally {
      await new Promise((closed) => server.close(closed));
      await nginx.stop();
      await cloudflare.stop();
    }
  }, 180_000);

  it("contacts only the third parties its list declares for the page: every route in both languages unanswered and accepted, the home and price pages and the checkout refused and under GPC", async () => {
    const kit = await kitHosting(bilingual);
    const policy = JSON.parse(
      readFileSync(join(bilingual, "deploy", "hosting-policy.json"), "utf8"),
    );
    const server = kit.createStaticServer(dist, policy);
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const origin = `http://127.0.0.1:${server.address().port}`;
    const [stats] = cedar.integrations.map((entry) => new URL(entry.script).origin);
    const events = new URL(cedar.events.endpoint).origin;
    // Every page of both trees but the payment page (reached by Buy below) and the 404 pages.
    const paths = readdirSync(dist, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html") && !/(^|\/)(404|checkout)\.html$/.test(file))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`)
      .sort();
    expect(paths).toContain("/es/price");
    const typed = "typed-by-the-visitor-5521";
    // The consent notice is named by its title, in the page's language.
    const english = JSON.parse(
      readFileSync(join(repoRoot, "packages", "content", "src", "locales", "en-US.json"), "utf8"),
    ).privacy.notice.title;
    const noticeTitles = new RegExp(`^(${english}|${privacyTexts.notice.title})$`);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (const state of ["unanswered", "accepted", "refused", "gpc"] as const) {
        const context = await browser.newContext(
          state === "gpc" ? { extraHTTPHeaders: { "Sec-GPC": "1" } } : {},
        );
        if (state === "gpc") {
          await context.addInitScript(() =>
            Object.defineProperty(Navigator.prototype, "globalPrivacyControl", {
              get: () => true,
            }),
          );
        }
        const contacted = new Set<string>();
        const batches: string[] = [];
        context.on("request", (request) => {
          const { protocol, origin: reached } = new URL(request.url());
          if (protocol.startsWith("http") && reached !== origin) contacted.add(reached);
        });
        await context.route(`${stats}/**`, (route) =>
          route.fulfill({ contentType: "text/javascript", body: "" }),
        );
        await context.route(`${events}/**`, (route) => {
          batches.push(route.request().postData() ?? "");
          return route.fulfill({ status: 204 });
        });
        const page = await context.newPage();
        await recordScriptAnswers(page);
        await page.clock.install();
        /** The third-party origins reached from now until the scripts' idle moment (at most 3 s) has passed. */
        const settle = async () => {
          await page.clock.runFor(5000);
          await page.waitForLoadState("networkidle");
          await thirdPartyScriptsAnswered(page);
          const list = [...contacted].sort();
          contacted.clear();
          return list;
        };
        /** Opens `path` by `go`: the origins it reached once its view was counted (its entry in) and it settled. */
        const view = async (path: string, go: () => Promise<unknown>) => {
          const counted = () =>
            batches.filter((batch) => batch.includes(`"name":"page-view","path":"${path}"`)).length;
          const before = counted();
          contacted.clear();
          await go();
          await expect
            .poll(
              async () => {
                await page.clock.runFor(1000);
                return counted();
              },
              { message: `${state} ${path}: its view counted`, timeout: 30_000 },
            )
            .toBeGreaterThan(before);
          return settle();
        };
        const expected = (paymentPage: boolean) =>
          [events, ...(state === "accepted" && !paymentPage ? [stats] : [])].sort();
        expect(await view("/", () => page.goto(`${origin}/`)), `${state} /, unanswered`).toEqual([
          events,
        ]);
        const notice = page.getByRole("region", { name: noticeTitles });
        if (state !== "unanswered") {
          const answer = { accepted: "Accept", refused: "Refuse", gpc: "Close" }[state];
          await page.getByRole("button", { name: answer, exact: true }).click();
          expect(await settle(), `${state} /, answered`).toEqual(
            state === "accepted" ? [stats] : [],
          );
        }
        // Every route where the answer changes what a page loads; a refusal's pages alike, so a few of them.
        const visited =
          state === "unanswered" || state === "accepted"
            ? paths
            : paths.filter((path) => ["/", "/es/", "/price", "/es/price"].includes(path));
        for (const path of visited) {
          expect(await view(path, () => page.goto(`${origin}${path}`)), `${state} ${path}`).toEqual(
            expected(false),
          );
          await expect
            .poll(
              async () => {
                // The app, which shows it, starts after the page's load and a frame: the clock moves on.
                await page.clock.runFor(500);
                return notice.count();
              },
              { message: `${state} ${path}: the notice`, timeout: 30_000 },
            )
            .toBe(state === "unanswered" ? 1 : 0);
          const field = page.getByRole("main").getByRole("textbox").first();
          if ((await field.count()) > 0) await field.fill(typed);
        }
        for (const prefix of ["", "/es"]) {
          await view(`${prefix}/price`, () => page.goto(`${origin}${prefix}/price?email=${typed}`));
          const checkout = await view(`${prefix}/checkout`, async () => {
            await page.getByRole("article").first().getByRole("button").click();
            await page.waitForURL(`${origin}${prefix}/checkout`);
          });
          expect(checkout, `${state} ${prefix}/checkout`).toEqual(expected(true));
          await page.getByRole("textbox").first().fill(typed);
        }
        await view("/", () => page.goto(`${origin}/`));
        // What the collector got: counts of pages and steps, nothing typed and no query.
        const sent = batches.join("\n");
        expect(sent).toContain('"name":"buy"');
        expect(sent).toContain('"name":"checkout-shown"');
        expect(sent).not.toContain(typed);
        expect(sent).not.toContain("?");
        await context.close();
      }
    } finally {
      await browser.close();
      await new Promise((closed) => server.close(closed));
    }
  }, 300_000);
});
