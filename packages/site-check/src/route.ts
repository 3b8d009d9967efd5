// One route of the smoke walk as a visitor sees it once hydrated: its status, what it must and must not show, the
// brand's colour, and no axe violation or CSP report.
import type { Page } from "playwright-core";
import { reachForPage } from "./hydration.js";
import { pageTexts } from "./untranslated.js";

export interface RouteExpectations {
  status: number;
  /** Texts the page must show: the brand's name, its prices, the layout's notices. */
  shown: readonly string[];
  /** Texts it must not show: another brand's name or people, what the caller forbids. */
  notOurs: readonly string[];
  /** The theme's primary colour, as `--mt-colors-brand-primary` must give it. */
  primary: string;
  /** The texts of another language among the page's texts (the other locales' catalogues'). */
  untranslated(texts: string): string[];
  /** axe-core's source, run in the page. */
  axeSource: string;
}

declare global {
  interface Window {
    __smokeCspReports?: string[];
  }
}

/** Collects the page's CSP reports for checkRoute; call once per page before its first visit. */
export async function recordCspReports(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__smokeCspReports = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__smokeCspReports?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

/** Visits `path` and says whether it is as expected, in one report line. */
export async function checkRoute(
  page: Page,
  origin: string,
  path: string,
  expected: RouteExpectations,
): Promise<{ ok: boolean; line: string }> {
  const response = await page.goto(new URL(path, origin).href, { waitUntil: "load" });
  await reachForPage(page);
  // What a visitor reads: Playwright's innerText leaves hidden text out.
  // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node.
  const text = `${await page.title()}\n${await page.locator("body").innerText()}`;
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--mt-colors-brand-primary").trim(),
  );
  // Prices show dollars and cents in separate elements: compare without the white space between them.
  const compact = text.replace(/\s+/g, "");
  const missing = expected.shown.filter((value) => !compact.includes(value.replace(/\s+/g, "")));
  const foreign = [
    ...expected.notOurs.filter((value) => text.includes(value)),
    ...expected.untranslated(await page.evaluate(pageTexts)),
  ];
  await page.evaluate(expected.axeSource);
  const violations: string[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string }[] }> } })
      .axe;
    return (await axe.run()).violations.map((violation) => violation.id);
  });
  const csp = await page.evaluate(() => window.__smokeCspReports ?? []);
  return {
    ok:
      response?.status() === expected.status &&
      missing.length === 0 &&
      foreign.length === 0 &&
      primary.toLowerCase() === expected.primary.toLowerCase() &&
      violations.length === 0 &&
      csp.length === 0,
    line:
      `${path}: ${response?.status()} (want ${expected.status}), primary ${primary}` +
      `${missing.length ? `, missing ${missing.join(" | ")}` : ""}` +
      `${foreign.length ? `, shows ${foreign.join(" | ")}` : ""}` +
      `${violations.length ? `, axe: ${violations.join(", ")}` : ""}` +
      `${csp.length ? `, CSP: ${csp.join(", ")}` : ""}`,
  };
}
