// The kit's own pages (spec §2): each route's path, page id, component, nav section and indexing, and the ids the
// definition's schema and the payment page's isolation name. site/pageTable.ts builds a site's table from them.
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
  /** Shows a form: the forms' texts load with the page. */
  showsForm: boolean;
}

export type KitPage = Pick<SitePage, "id" | "path" | "component"> & Partial<SitePage>;

/** The spec's routes (§2), in nav and sitemap order. */
export const KIT_PAGES: readonly KitPage[] = [
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
    showsForm: true,
  },
  {
    id: "cancel-service",
    path: "/cancel-service",
    component: "cancel-service",
    section: "home",
    showsForm: true,
  },
  {
    id: "checkout",
    path: "/checkout",
    component: "checkout",
    section: "price",
    noindex: true,
    showsForm: true,
  },
  { id: "privacy-policy", path: "/privacy-policy", component: "policy", section: "home" },
  { id: "refund-policy", path: "/refund-policy", component: "policy", section: "home" },
  { id: "terms-of-service", path: "/terms-of-service", component: "policy", section: "home" },
  { id: "security-policy", path: "/security-policy", component: "policy" },
  { id: "delivery-policy", path: "/delivery-policy", component: "policy" },
];

/** The page of every unknown path, prerendered as /404.html. */
export const NOT_FOUND_ID = "not-found";
/** The page with the card fields: a document of its own (app/paymentDocument.tsx, PCI DSS 6.4.3). */
export const PAYMENT_PAGE_ID = "checkout";

/** Every kit page's id, in nav and sitemap order. */
export const KIT_PAGE_IDS: readonly string[] = KIT_PAGES.map((page) => page.id);

/** Kit pages the others lead to (Buy, the terms checkbox, the cancel notice, the logo): a site cannot remove them. */
export const REQUIRED_PAGE_IDS: readonly string[] = [
  "home",
  "checkout",
  "terms-of-service",
  "cancel-service",
];
