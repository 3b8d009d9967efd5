// `membership-site-check smoke [URL]`: builds the site against a fresh sandbox backend, serves the build with its headers
// and walks it in Chromium as a visitor, in each of its languages: every route answers in its language with the brand's
// name and colour, links to the same page in the others (hreflang, the switch), shows and loads no other language's
// text, and has no axe violation or CSP report; Buy leads to the checkout, and a purchase reaches the sandbox with the
// configured trial price. Given a deployed site's URL, it walks that site the same way, and stops at the card field:
// a live purchase would charge a card.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SANDBOX_DEFAULTS } from "@membership/site-kit/config";
import { preview } from "@membership/site-kit/hosting";
import { type Browser, chromium } from "playwright-core";
import { loadEnv } from "vite";
import { buildSite, localeNamesOf, sandboxOf, siteKitVersion } from "./build.js";
import { chromiumLaunchOptions } from "./chromium.js";
import { type LanguageTree, loadLanguageTrees, treePath } from "./languages.js";
import { parentFacts, readParentBrand } from "./parentBrand.js";
import {
  type CheckoutEntries,
  openCheckout,
  type PurchaseTexts,
  purchase,
  reportPayment,
} from "./purchase.js";
import { type Report, reporter } from "./report.js";
import { buildReader, liveReader } from "./scripts.js";
import {
  reportHreflang,
  type VisitedPage,
  type Walk,
  walkHydrated,
  walkPrerendered,
} from "./walk.js";

export interface SmokeOptions {
  siteDir: string;
  /** Texts no page may show (another brand's name or prices). */
  forbidden: readonly string[];
  /** Texts every page, the 404 included, must show (a notice the brand adds to its layout). */
  expected: readonly string[];
  /** A deployed site to walk (https://www.example.com) instead of a local build against the sandbox. */
  url?: string;
}

export async function smoke(options: SmokeOptions): Promise<string[]> {
  console.info(`site-kit ${siteKitVersion(options.siteDir)}`);
  return options.url ? smokeLive({ ...options, url: options.url }) : smokeBuild(options);
}

async function smokeBuild({ siteDir, forbidden, expected }: SmokeOptions): Promise<string[]> {
  const problems: string[] = [];
  const report = reporter(problems);
  const { startSandbox, testCheckoutEntries } = await sandboxOf(siteDir);
  const sandbox = await startSandbox();
  const work = await mkdtemp(join(tmpdir(), "membership-smoke-"));
  const outDir = join(work, "dist");
  const browser = await chromium.launch(chromiumLaunchOptions);
  let served: Awaited<ReturnType<typeof preview>> | undefined;
  try {
    await buildSite(siteDir, outDir, sandbox.origin);
    served = await preview({ siteDir, outDir, port: 0, host: "127.0.0.1" });
    const { origin } = served;
    const trees = await loadLanguageTrees(siteDir, {
      ...SANDBOX_DEFAULTS,
      VITE_API_HOST: sandbox.origin,
    });
    const walk = await walkOptions(siteDir, trees[0].site.config, {
      browser,
      origin,
      read: buildReader(outDir),
      report,
      forbidden,
      expected,
    });
    await walkLanguages(walk, trees);
    const entries = testCheckoutEntries();
    for (const tree of trees) {
      await buy(browser, { origin, entries, outboxFile: sandbox.outboxFile }, tree, report);
    }
  } finally {
    // A failed walk still closes the server, the browser and the sandbox.
    await served?.close();
    await browser.close();
    await sandbox.stop();
    await rm(work, { recursive: true, force: true });
  }
  return problems;
}

/**
 * The deployed site at `url`, walked as the local build is, with the site's own configuration and the deployment's
 * VITE_* values; Buy in each language must show the card field.
 */
async function smokeLive({ siteDir, forbidden, expected, url }: SmokeOptions & { url: string }) {
  const problems: string[] = [];
  const report = reporter(problems);
  const origin = new URL(url).origin;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The values the deployed build was made with: .env.production and the environment, as `vite build` reads them.
    const trees = await loadLanguageTrees(siteDir, {
      ...SANDBOX_DEFAULTS,
      ...loadEnv("production", siteDir, "VITE_"),
    });
    const walk = await walkOptions(siteDir, trees[0].site.config, {
      browser,
      origin,
      read: liveReader(origin),
      report,
      forbidden,
      expected,
    });
    await walkLanguages(walk, trees);
    for (const tree of trees) {
      const page = await browser.newPage();
      const where = tree.site.pathPrefix ? `${treePath(tree, "/")}: ` : "";
      await openCheckout(
        page,
        origin,
        treePath(tree, tree.site.table.pathOf("price")),
        (ok, line) => report(ok, `${where}${line}`),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return problems;
}

/** Every language's pages as prerendered, their hreflang links, then each language hydrated. */
async function walkLanguages(walk: Walk, trees: readonly LanguageTree[]): Promise<void> {
  const visited: VisitedPage[] = [];
  for (const tree of trees) visited.push(...(await walkPrerendered(walk, tree)));
  reportHreflang(walk, visited);
  for (const tree of trees) {
    await walkHydrated(
      walk,
      tree,
      visited.filter((entry) => entry.tree === tree),
    );
  }
}

/** What every language's walk shares: the browser and server, and what no page or every page may show. */
async function walkOptions(
  siteDir: string,
  brand: { name: string; team?: readonly { name: string }[] | undefined },
  options: Omit<SmokeOptions, "siteDir" | "url"> & {
    browser: Browser;
    origin: string;
    read: Walk["read"];
    report: Report;
  },
): Promise<Walk> {
  return {
    browser: options.browser,
    origin: options.origin,
    read: options.read,
    report: options.report,
    localeNames: await localeNamesOf(siteDir),
    expected: options.expected,
    // Another company's name or people on this brand's pages would be a false statement.
    notOurs: [
      ...options.forbidden,
      ...parentFacts(readParentBrand(), { name: brand.name, team: brand.team ?? [] }),
    ],
    axeSource: await readFile(createRequire(import.meta.url).resolve("axe-core"), "utf8"),
  };
}

/** A purchase from the tree's price page, its lines in its language's texts; the default tree's lines unprefixed. */
async function buy(
  browser: Browser,
  { origin, entries, outboxFile }: { origin: string; entries: CheckoutEntries; outboxFile: string },
  tree: LanguageTree,
  report: Report,
) {
  const { site } = tree;
  const where = site.pathPrefix ? `${treePath(tree, "/")}: ` : "";
  const page = await browser.newPage();
  const say: Report = (ok, line) => report(ok, `${where}${line}`);
  await purchase(
    page,
    origin,
    treePath(tree, site.table.pathOf("price")),
    { forms: site.catalogues.forms as PurchaseTexts, entries },
    say,
  );
  await page.close();
  await reportPayment(
    outboxFile,
    { price: site.config.trial.price, sku: site.config.plans[0]?.type },
    say,
  );
}
