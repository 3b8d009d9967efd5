// The site's routes as its build resolves them (site-kit's page table and the site's config), read through the e2e suite.
import { notFoundPage, sitePages } from "../../apps/site/e2e/sitePages.ts";

/** Every route the site prerenders, aliases and the not-found page included. */
export const siteRoutes = [...sitePages, notFoundPage].map(({ id, path }) => ({ id, path }));
