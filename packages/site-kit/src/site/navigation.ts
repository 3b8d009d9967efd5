// Which nav item is underlined: the page's own section, else the section stored by an earlier page (spec §2).
import type { PageTable } from "./pageTable.js";
import type { Section } from "./storage.js";

/** The only sections the nav underlines. */
export const HIGHLIGHTED_SECTIONS = ["home", "price"] as const;
export type NavHighlight = (typeof HIGHLIGHTED_SECTIONS)[number];

export function isHighlighted(section: string | null): section is NavHighlight {
  return (HIGHLIGHTED_SECTIONS as readonly (string | null)[]).includes(section);
}

/** The section a page stores when it opens, or null for pages that leave the stored one alone. */
export function storedSectionForPath(table: PageTable, pathname: string): Section | null {
  const page = table.forPath(pathname);
  return page.storesSection ? page.section : null;
}

/** The underlined nav item: only home and price are ever underlined. */
export function navHighlight(
  table: PageTable,
  pathname: string,
  storedSection: Section | null,
): NavHighlight | null {
  const section = table.forPath(pathname).section ?? storedSection;
  return isHighlighted(section) ? section : null;
}
