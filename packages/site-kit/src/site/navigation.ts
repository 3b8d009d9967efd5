// Which nav item is underlined: the page's own section, else the section stored by an earlier page (spec §2).
import type { PageTable } from "./pageTable.js";
import type { Section } from "./storage.js";

export type NavHighlight = "home" | "price";

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
  return section === "home" || section === "price" ? section : null;
}
