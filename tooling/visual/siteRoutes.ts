// The site's own route table: the one import to repoint when the page table moves (to packages/site-kit).
import { notFoundPage, sitePages } from "../../apps/site/src/pages/sitePages.ts";

/** Every route the site prerenders, the not-found page included. */
export const siteRoutes = [...sitePages, notFoundPage].map(({ id, path }) => ({ id, path }));
