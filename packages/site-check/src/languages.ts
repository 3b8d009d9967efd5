// A site's language trees as its build serves them: the default locale's pages at /, every other's under its prefix
// (/es/), each with its own texts and the finder of the texts of every other locale.
import {
  type LoadedSite,
  loadSiteConfig,
  readCatalogues,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from "@membership/site-kit/config";
import { carriedTextFinder, untranslatedFinder } from "./untranslated.js";

/** The path a visitor types that no page has: each tree answers it with its own 404 page. */
export const MISSING_PATH = "/no-such-page";

export interface LanguageTree {
  /** The site in this tree's locale: its prefix, `<html lang>`, catalogues, page table (paths without prefix). */
  site: LoadedSite;
  /** The texts of the other locales' catalogues among a page's texts (the brand's name aside). */
  foreign(text: string): string[];
  /** The other locales' catalogue texts a script of the tree carries. */
  carried(source: string): string[];
}

/** Every language tree of the site in `siteDir`, the default first. */
export async function loadLanguageTrees(
  siteDir: string,
  env: Readonly<Record<string, unknown>>,
): Promise<[LanguageTree, ...LanguageTree[]]> {
  const first = await loadSiteConfig(siteDir, env);
  const others = await Promise.all(
    first.locales.slice(1).map((locale) => loadSiteConfig(siteDir, env, locale)),
  );
  // The site's own texts in its other locales (its overrides put in), the kit's catalogues for the rest.
  const cataloguesOf = (locale: SupportedLocale) =>
    Object.values(
      [first, ...others].find((site) => site.locale === locale)?.catalogues ??
        readCatalogues(locale),
    );
  const treeOf = (site: LoadedSite): LanguageTree => {
    const theirs = SUPPORTED_LOCALES.filter((locale) => locale !== site.locale).flatMap(
      cataloguesOf,
    );
    // The brand's own texts (its team, benefits, cards, pages, overrides) are its words, in whatever language it chose.
    const ours = [...Object.values(site.catalogues), site.config, site.pages];
    const find = untranslatedFinder(theirs, ours);
    return {
      site,
      foreign: (text) => find(text.replaceAll(site.config.name, "")),
      carried: carriedTextFinder(theirs, ours),
    };
  };
  return [treeOf(first), ...others.map(treeOf)];
}

/** A page's path in a tree: "/price" → "/es/price", "/" → "/es/". */
export function treePath(tree: LanguageTree, path: string): string {
  return `${tree.site.pathPrefix}${path}`;
}

/** Every page of a tree as the page table knows it (no prefix): its pages and their aliases, then a miss. */
export function treePaths(tree: LanguageTree): string[] {
  return [
    ...tree.site.table.pages.flatMap((entry) => [entry.path, ...entry.aliases]),
    MISSING_PATH,
  ];
}
