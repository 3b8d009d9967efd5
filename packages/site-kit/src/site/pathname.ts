// A leaf both the page table (the app) and the third parties' schedule (before the app) read: the one path rule.

/** "/about-us/" and "/about-us" are the same page to the router (which is case-sensitive). */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
