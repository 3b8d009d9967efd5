// The one page table: every route's path, page id, component, nav section and indexing. Routes, the breadcrumb, the
// nav highlight, the stored section, the prerender and the sitemap all derive from it; texts come by page id.
import type { PageDefinition, SiteDefinition } from "../config/defineSiteConfig.js";
import type { Section } from "./storage.js";

/** The kit's page components; a site's own page names its module instead. */
export type KitPageComponent =
  | "home"
  | "about-us"
  | "price"
  | "contact"
  | "cancel-service"
  | "checkout"
  | "policy"
  | "not-found";

export interface SitePage {
  /** Stable name: the catalogue's key for the page's texts, tests and screenshots. */
  id: string;
  path: string;
  /** Further paths that show the same page (the home page's /home); the canonical URL stays `path`. */
  aliases: readonly string[];
  /** A kit page component, or the site's module path (relative to its root). */
  component: KitPageComponent | { module: string };
  /** The section the page counts as for the nav underline (spec §2), or null. */
  section: Section | null;
  /** Whether opening the page stores its section (the spec's stored values: home, price, about-us, contact). */
  storesSection: boolean;
  /** Kept out of search results and the sitemap. */
  noindex: boolean;
}

type KitPage = Pick<SitePage, "id" | "path" | "component"> & Partial<SitePage>;

/** The spec's routes (§2), in nav and sitemap order. */
const KIT_PAGES: readonly KitPage[] = [
  {
    id: "home",
    path: "/",
    aliases: ["/home"],
    component: "home",
    section: "home",
    storesSection: true,
  },
  {
    id: "about-us",
    path: "/about-us",
    component: "about-us",
    section: "about-us",
    storesSection: true,
  },
  { id: "price", path: "/price", component: "price", section: "price", storesSection: true },
  {
    id: "contact",
    path: "/contact",
    component: "contact",
    section: "contact",
    storesSection: true,
  },
  { id: "cancel-service", path: "/cancel-service", component: "cancel-service", section: "home" },
  { id: "checkout", path: "/checkout", component: "checkout", section: "price", noindex: true },
  { id: "privacy-policy", path: "/privacy-policy", component: "policy", section: "home" },
  { id: "refund-policy", path: "/refund-policy", component: "policy", section: "home" },
  { id: "terms-of-service", path: "/terms-of-service", component: "policy", section: "home" },
  { id: "security-policy", path: "/security-policy", component: "policy" },
  { id: "delivery-policy", path: "/delivery-policy", component: "policy" },
];

/** The page of every unknown path, prerendered as /404.html. */
export const NOT_FOUND_ID = "not-found";

function sitePage(page: KitPage): SitePage {
  return {
    aliases: [],
    section: null,
    storesSection: false,
    noindex: false,
    ...page,
  };
}

const STORED_SECTIONS: readonly Section[] = ["home", "price", "about-us", "contact"];

/** The kit's page, changed by the site's definition, or the site's own page. */
function withDefinition(base: KitPage | undefined, id: string, page: PageDefinition): KitPage {
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
    ...(page.section
      ? {
          section: page.section,
          storesSection: base?.storesSection ?? STORED_SECTIONS.includes(page.section),
        }
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
}

/** "/about-us/" and "/about-us" are the same page to the router (which is case-sensitive). */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function createPageTable(pages?: SiteDefinition["pages"]): PageTable {
  const overrides = pages ?? {};
  const kitIds = new Set(KIT_PAGES.map((page) => page.id));
  const resolved = [
    ...KIT_PAGES.map((page) => {
      const change = overrides[page.id];
      return sitePage(change ? withDefinition(page, page.id, change) : page);
    }),
    ...Object.entries(overrides)
      .filter(([id]) => !kitIds.has(id) && id !== NOT_FOUND_ID)
      .map(([id, page]) => sitePage(withDefinition(undefined, id, page))),
  ];
  const notFoundChange = overrides[NOT_FOUND_ID];
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
  };
}

/** The file the prerender writes for a path: "/" → index.html, "/about-us" → about-us.html. */
export function fileForPath(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
