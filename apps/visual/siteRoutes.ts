// The site's routes as its build resolves them (site-kit's page table and the site's config), read through the e2e suite.
import { notFoundPage, sitePages } from "site/e2e/sitePages.ts";

/**
 * Every route the site prerenders, the not-found page included, with the baseline it must match: an alias (`/home`)
 * must look exactly like its page, so it shares that page's baseline.
 */
export const siteRoutes = [...sitePages, notFoundPage].map(({ id, path, canonicalPath }) => ({
  id,
  path,
  baseline: sitePages.find((page) => page.path === (canonicalPath ?? path))?.id ?? id,
}));
