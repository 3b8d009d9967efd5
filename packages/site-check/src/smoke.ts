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
import { openCheckout, type PurchaseTexts, purchase, reportPayment } from "./purchase.js";
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
  const problems: string[] = [];
  const report = reporter(problems);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await (options.url
      ? smokeLive(options, options.url, browser, report)
      : smokeBuild(options, browser, report));
  } finally {
    await browser.close();
  }
  return problems;
}

async function smokeBuild(options: SmokeOptions, browser: Browser, report: Report): Promise<void> {
  const { siteDir } = options;
  const { startSandbox, testCheckoutEntries } = await sandboxOf(siteDir);
  const sandbox = await startSandbox();
  const work = await mkdtemp(join(tmpdir(), "membership-smoke-"));
  const outDir = join(work, "dist");
  let served: Awaited<ReturnType<typeof preview>> | undefined;
  try {
    await buildSite(siteDir, outDir, sandbox.origin);
    served = await preview({ siteDir, outDir, port: 0, host: "127.0.0.1" });
    const { origin } = served;
    const trees = await loadLanguageTrees(siteDir, {
      ...SANDBOX_DEFAULTS,
      VITE_API_HOST: sandbox.origin,
    });
    await walkLanguages(options, trees, { browser, origin, read: buildReader(outDir), report });
    const entries = testCheckoutEntries();
    for (const tree of trees) {
      const page = await browser.newPage();
      const say = inTree(tree, report);
      const { forms } = tree.site.catalogues;
      await purchase(
        page,
        origin,
        pricePath(tree),
        { forms: forms as PurchaseTexts, entries },
        say,
      );
      await page.close();
      const { trial, plans } = tree.site.config;
      await reportPayment(sandbox.outboxFile, { price: trial.price, sku: plans[0]?.type }, say);
    }
  } finally {
    // A failed walk still closes the server and the sandbox.
    await served?.close();
    await sandbox.stop();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The deployed site at `url`, walked as the local build is, with the site's own configuration and the deployment's
 * VITE_* values; Buy in each language must show the card field.
 */
async function smokeLive(options: SmokeOptions, url: string, browser: Browser, report: Report) {
  const origin = new URL(url).origin;
  // The values the deployed build was made with: .env.production and the environment, as `vite build` reads them.
  const trees = await loadLanguageTrees(options.siteDir, {
    ...SANDBOX_DEFAULTS,
    ...loadEnv("production", options.siteDir, "VITE_"),
  });
  await walkLanguages(options, trees, { browser, origin, read: liveReader(origin), report });
  for (const tree of trees) {
    const page = await browser.newPage();
    await openCheckout(page, origin, pricePath(tree), inTree(tree, report));
    await page.close();
  }
}

/** The tree's price page, where a purchase starts. */
const pricePath = (tree: LanguageTree) => treePath(tree, tree.site.table.pathOf("price"));

/** The report of a tree's purchase: its lines prefixed with the tree's home, the default tree's unprefixed. */
function inTree(tree: LanguageTree, report: Report): Report {
  const where = tree.site.pathPrefix ? `${treePath(tree, "/")}: ` : "";
  return (ok, line) => report(ok, `${where}${line}`);
}

/**
 * Every language's pages as prerendered, their hreflang links, then each language hydrated; every walk shares the
 * browser and server, and what no page or every page may show.
 */
async function walkLanguages(
  { siteDir, forbidden, expected }: SmokeOptions,
  trees: readonly [LanguageTree, ...LanguageTree[]],
  shared: Pick<Walk, "browser" | "origin" | "read" | "report">,
): Promise<void> {
  const brand = trees[0].site.config;
  const walk: Walk = {
    ...shared,
    localeNames: await localeNamesOf(siteDir),
    expected,
    // Another company's name or people on this brand's pages would be a false statement.
    notOurs: [
      ...forbidden,
      ...parentFacts(readParentBrand(), { name: brand.name, team: brand.team ?? [] }),
    ],
    axeSource: await readFile(createRequire(import.meta.url).resolve("axe-core"), "utf8"),
  };
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
