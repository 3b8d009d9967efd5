// The one page table: every route's path, page id, component, nav section and indexing. Routes, the breadcrumb, the
// nav highlight, the stored section, the prerender and the sitemap all derive from it; texts come by page id.
import type { PageDefinition } from "../config/defineSiteConfig.js";
import { KIT_PAGE_IDS, KIT_PAGES, type KitPage, NOT_FOUND_ID, type SitePage } from "./kitPages.js";
import { normalizePathname } from "./pathname.js";

/** How a site routes a page: a kit page changed, or one of its own (site.config.ts's `pages`, its texts aside). */
export type PageRouting = Omit<PageDefinition, "texts">;

/** The site's pages by id: changes and additions, or `false` for a kit page the site does without. */
export type PageRoutings = Readonly<Record<string, PageRouting | false>>;

function sitePage(page: KitPage): SitePage {
  return {
    aliases: [],
    section: null,
    storesSection: false,
    noindex: false,
    showsForm: false,
    ...page,
  };
}

/** The kit's page, changed by the site's definition, or the site's own page. */
function withDefinition(base: KitPage | undefined, id: string, page: PageRouting): KitPage {
  const path = page.path ?? base?.path;
  const component = page.component ? { module: page.component } : base?.component;
  if (!path || !component) {
    throw new Error(`pages.${id} is not a page of the kit: give it a path and a component.`);
  }
  return {
    ...base,
    id,
    path,
    component,
    // A kit page stores its section as the spec says (its nav pages only, not checkout); a site's own page stores it.
    ...(page.section
      ? { section: page.section, storesSection: base ? (base.storesSection ?? false) : true }
      : {}),
    ...(page.noindex !== undefined ? { noindex: page.noindex } : {}),
  };
}

export interface PageTable {
  /** Every routed page, in order. */
  readonly pages: readonly SitePage[];
  readonly notFound: SitePage;
  /** The page at a path (aliases included); unknown paths get the not-found page. Case-sensitive, like the host. */
  forPath(pathname: string): SitePage;
  /** The path of a page by id; "/" for an id the site does not have. */
  pathOf(id: string): string;
  /** Whether the site has the page (a removed kit page it has not). */
  has(id: string): boolean;
}

export function createPageTable(pages?: PageRoutings): PageTable {
  const overrides = pages ?? {};
  const resolved = [
    ...KIT_PAGES.flatMap((page) => {
      const change = overrides[page.id];
      if (change === false) return [];
      return [sitePage(change ? withDefinition(page, page.id, change) : page)];
    }),
    ...Object.entries(overrides).flatMap(([id, page]) =>
      KIT_PAGE_IDS.includes(id) || id === NOT_FOUND_ID || page === false
        ? []
        : [sitePage(withDefinition(undefined, id, page))],
    ),
  ];
  const notFoundChange = overrides[NOT_FOUND_ID] || undefined;
  const notFound = sitePage({
    id: NOT_FOUND_ID,
    path: "/404",
    component: notFoundChange?.component ? { module: notFoundChange.component } : "not-found",
    noindex: true,
  });
  const byPath = new Map<string, SitePage>();
  for (const page of resolved) {
    for (const path of [page.path, ...page.aliases]) {
      if (byPath.has(path)) throw new Error(`Two pages have the path ${path}.`);
      byPath.set(path, page);
    }
  }
  return {
    pages: resolved,
    notFound,
    forPath: (pathname) => byPath.get(normalizePathname(pathname)) ?? notFound,
    pathOf: (id) => resolved.find((page) => page.id === id)?.path ?? "/",
    has: (id) => resolved.some((page) => page.id === id),
  };
}

/** The file the prerender writes for a path: "/" → index.html, "/about-us" → about-us.html. */
export function fileForPath(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
