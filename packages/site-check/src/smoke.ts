// `membership-site-check smoke`: builds the site against a fresh sandbox backend, serves the build with its headers and
// walks it in Chromium as a visitor, in each of its languages: every route answers in its language with the brand's
// name and colour, links to the same page in the others (hreflang, the switch), shows and loads no other language's
// text, and has no axe violation or CSP report; Buy leads to the checkout, and a purchase reaches the sandbox with the
// configured trial price.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SANDBOX_DEFAULTS } from "@membership/site-kit/config";
import { preview } from "@membership/site-kit/hosting";
import { type Browser, chromium } from "playwright-core";
import { buildSite, localeNamesOf, sandboxOf, siteKitVersion } from "./build.js";
import { chromiumLaunchOptions } from "./chromium.js";
import { type LanguageTree, loadLanguageTrees, treePath } from "./languages.js";
import { parentFacts, readParentBrand } from "./parentBrand.js";
import { type CheckoutEntries, type PurchaseTexts, purchase, reportPayment } from "./purchase.js";
import { type Report, reporter } from "./report.js";
import { buildReader } from "./scripts.js";
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
}

export async function smoke({ siteDir, forbidden, expected }: SmokeOptions): Promise<string[]> {
  console.info(`site-kit ${siteKitVersion(siteDir)}`);
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
      outDir,
      report,
      forbidden,
      expected,
    });
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

/** What every language's walk shares: the browser and server, and what no page or every page may show. */
async function walkOptions(
  siteDir: string,
  brand: { brandName: string; team?: readonly { name: string }[] | undefined },
  options: Omit<SmokeOptions, "siteDir"> & {
    browser: Browser;
    origin: string;
    outDir: string;
    report: Report;
  },
): Promise<Walk> {
  return {
    browser: options.browser,
    origin: options.origin,
    read: buildReader(options.outDir),
    report: options.report,
    localeNames: await localeNamesOf(siteDir),
    expected: options.expected,
    // Another company's name or people on this brand's pages would be a false statement.
    notOurs: [
      ...options.forbidden,
      ...parentFacts(readParentBrand(), { name: brand.brandName, team: brand.team ?? [] }),
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
