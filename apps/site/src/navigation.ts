// Which nav item is underlined: the page's own section, else the section stored by an earlier page.
import type { Section } from "./storage.ts";

export type NavHighlight = "home" | "price";

/** The section each page stands for; cancel, privacy, refund and terms count as home, checkout as price. */
const SECTION_BY_PATH: Readonly<Record<string, Section>> = {
  "/": "home",
  "/home": "home",
  "/about-us": "about-us",
  "/price": "price",
  "/contact": "contact",
  "/cancel-service": "home",
  "/privacy-policy": "home",
  "/refund-policy": "home",
  "/terms-of-service": "home",
  "/checkout": "price",
};

/** The pages that store their own section on opening (the stored values of spec §3). */
const STORED_SECTION_BY_PATH: Readonly<Record<string, Section>> = {
  "/": "home",
  "/home": "home",
  "/about-us": "about-us",
  "/price": "price",
  "/contact": "contact",
};

/** "/about-us/" and "/about-us" are the same page to the router (which is case-sensitive). */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The section a path stands for, or null for pages without one (security, delivery, not found). */
export function sectionForPath(pathname: string): Section | null {
  return SECTION_BY_PATH[normalizePathname(pathname)] ?? null;
}

/** The section a page stores when it opens, or null for pages that leave the stored one alone. */
export function storedSectionForPath(pathname: string): Section | null {
  return STORED_SECTION_BY_PATH[normalizePathname(pathname)] ?? null;
}

/** The underlined nav item: only home and price are ever underlined. */
export function navHighlight(pathname: string, storedSection: Section | null): NavHighlight | null {
  const section = sectionForPath(pathname) ?? storedSection;
  return section === "home" || section === "price" ? section : null;
}
