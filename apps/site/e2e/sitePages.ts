// Every route of the e2e build with what its head and h1 must say, read from the site's own configuration and page
// table as the build resolves them.
import texts from "@membership/content/locales/en-US.json" with { type: "json" };
import { resolveSite } from "@membership/site-kit/config";
import definition from "../site.config.ts";
import { E2E_BUILD_ENV } from "./e2eEnv.ts";

export interface SitePage {
  /** The page id; "home-alias" for /home. */
  id: string;
  path: string;
  /** The file the prerender writes. */
  file: string;
  /** The page's h1: its hero card's title. */
  heading: string;
  /** Document title before " | brand name". */
  title: string;
  description: string;
  /** The address search engines should index instead (the home page's alias). */
  canonicalPath?: string;
  noindex?: boolean;
}

export const site = resolveSite(definition, E2E_BUILD_ENV, texts);

function sitePage(
  id: string,
  path: string,
  pageId: string,
  noindex: boolean,
  canonical = path,
): SitePage {
  const { hero, seo } = site.content.page(pageId);
  return {
    id,
    path,
    file: path === "/" ? "index.html" : `${path.slice(1)}.html`,
    heading: hero.title,
    title: seo.title,
    description: seo.description,
    ...(canonical === path ? {} : { canonicalPath: canonical }),
    ...(noindex ? { noindex } : {}),
  };
}

export const sitePages: readonly SitePage[] = site.table.pages.flatMap((page) =>
  [page.path, ...page.aliases].map((path) =>
    path === page.path
      ? sitePage(page.id, path, page.id, page.noindex)
      : sitePage(`${page.id}-alias`, path, page.id, page.noindex, page.path),
  ),
);

export const notFoundPage: SitePage = sitePage("not-found", "/404", "not-found", true);
