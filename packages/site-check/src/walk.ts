// The smoke walk of one language tree: its pages as prerendered (language, texts, switch), its hreflang among all
// trees' pages, its routes once hydrated, and the scripts its pages load.
import type { Browser } from "playwright-core";
import {
  expectedHreflangs,
  hreflangLine,
  hreflangProblems,
  type SwitchTarget,
  switchLine,
  switchProblems,
} from "./languageLinks.js";
import { type LanguageTree, MISSING_PATH, treePath, treePaths } from "./languages.js";
import { type PrerenderedPage, readPrerendered } from "./prerendered.js";
import type { Report } from "./report.js";
import { checkRoute, recordCspReports } from "./route.js";
import { foreignInScripts, recordScripts, scriptsOfPages } from "./scripts.js";

export interface Walk {
  browser: Browser;
  origin: string;
  /** A file of the build by its URL path. */
  read(file: string): Promise<string>;
  report: Report;
  /** Each locale's name in its own language: the switch's labels. */
  localeNames: Readonly<Record<string, string>>;
  /** Texts every page must show (the layout's notices), and texts none may (another brand's). */
  expected: readonly string[];
  notOurs: readonly string[];
  /** axe-core's source, run in each hydrated page. */
  axeSource: string;
}

const isNotFound = (tree: LanguageTree, path: string) =>
  tree.site.table.forPath(path).id === tree.site.table.notFound.id;

/** Whether the tree's pages link to other languages, so each page gets its hreflang and switch lines. */
const severalLanguages = (tree: LanguageTree) => tree.site.languages.versions.length > 1;

/** Where the switch of the page at `path` (no prefix) must lead: the same page in each other language. */
function switchTargets(walk: Walk, tree: LanguageTree, path: string): SwitchTarget[] {
  // The 404 page is one file for every unknown path: its switch leads to the other language's home.
  const shown = isNotFound(tree, path) ? "/" : path;
  return tree.site.languages.versions
    .filter((version) => version.locale !== tree.site.locale)
    .map((version) => ({
      locale: version.locale,
      href: `${version.origin ?? ""}${version.prefix}${shown}`,
      label: walk.localeNames[version.locale] ?? version.locale,
    }));
}

/** A page of a tree as prerendered, by its path in the page table (no prefix). */
export interface VisitedPage {
  tree: LanguageTree;
  path: string;
  page: PrerenderedPage;
}

/** Each page of the tree before any script runs: its `<html lang>`, no other language's text, its switch. */
export async function walkPrerendered(walk: Walk, tree: LanguageTree): Promise<VisitedPage[]> {
  const { htmlLang } = tree.site;
  const browserPage = await walk.browser.newPage({ javaScriptEnabled: false });
  const visited: VisitedPage[] = [];
  for (const path of treePaths(tree)) {
    const page = await readPrerendered(browserPage, walk.origin, treePath(tree, path));
    visited.push({ tree, path, page });
    const left = tree.foreign(page.texts);
    walk.report(
      page.lang === htmlLang && left.length === 0,
      `${page.path} as prerendered: lang="${page.lang}" (want "${htmlLang}")` +
        `${left.length ? `, another language: ${left.join(" | ")}` : ""}`,
    );
    const targets = switchTargets(walk, tree, path);
    const problems = switchProblems(page, targets);
    if (severalLanguages(tree) || problems.length > 0) {
      walk.report(problems.length === 0, switchLine(page, targets, problems));
    }
  }
  await browserPage.close();
  return visited;
}

/** Every page's hreflang alternates against the pages of every tree: each page they name names it back. */
export function reportHreflang(walk: Walk, visited: readonly VisitedPage[]): void {
  const byUrl = new Map(
    visited.flatMap(({ tree, path, page }) =>
      page.canonical && !isNotFound(tree, path) ? [[page.canonical, page] as const] : [],
    ),
  );
  for (const { tree, path, page } of visited) {
    const expected = {
      languages: tree.site.languages.versions.map((version) => version.locale),
      locale: tree.site.locale,
      notFound: isNotFound(tree, path),
    };
    const problems = hreflangProblems(page, byUrl, expected);
    if (severalLanguages(tree) || problems.length > 0) {
      walk.report(problems.length === 0, hreflangLine(page, expectedHreflangs(expected), problems));
    }
  }
}

/** Each route of the tree once hydrated (checkRoute), then every script its pages load, for other languages' texts. */
export async function walkHydrated(
  walk: Walk,
  tree: LanguageTree,
  prerendered: readonly VisitedPage[],
): Promise<void> {
  const { config, content, table, theme } = tree.site;
  const prices = config.plans.map(
    (plan) => content.plans.byType(plan.type)?.subscriptionPrice ?? plan.price,
  );
  const page = await walk.browser.newPage();
  await recordCspReports(page);
  const loaded = recordScripts(page, walk.origin);
  for (const path of treePaths(tree)) {
    const { ok, line } = await checkRoute(page, walk.origin, treePath(tree, path), {
      status: path === MISSING_PATH ? 404 : 200,
      shown: [
        config.name,
        ...walk.expected,
        ...(["home", "price"].includes(table.forPath(path).id) ? prices : []),
      ],
      notOurs: walk.notOurs,
      primary: theme.colors.brand.primary,
      untranslated: tree.foreign,
      axeSource: walk.axeSource,
    });
    walk.report(ok, line);
  }
  await page.close();
  await reportScripts(walk, tree, [
    ...(await scriptsOfPages(
      prerendered.map(({ page }) => page),
      walk.read,
    )),
    ...loaded,
  ]);
}

/** The tree's scripts carry no other language's catalogue texts: at most three named per script. */
async function reportScripts(
  walk: Walk,
  tree: LanguageTree,
  files: readonly string[],
): Promise<void> {
  const scripts = new Set(files);
  const found = await foreignInScripts(scripts, walk.read, tree.carried);
  const named = found.map(
    ({ file, texts }) =>
      `${file}: "${texts.slice(0, 3).join('" | "')}"${texts.length > 3 ? ` and ${texts.length - 3} more` : ""}`,
  );
  walk.report(
    found.length === 0,
    `${treePath(tree, "/")} scripts: ${scripts.size} files its pages load, ` +
      (found.length ? `other languages' texts in ${named.join("; ")}` : "no other language's text"),
  );
}
