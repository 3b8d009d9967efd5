import { minifySync } from "vite";
import type { ServerEntry } from "../app/server.js";
import { LEAVE_WITHOUT_PLAN_META, PAGE_SECTION_META } from "../loader/entry.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import type { PageTable } from "../site/pageTable.js";

/** An inline script's text, minified: the same code in fewer bytes of every page. */
export function minified(code: string): string {
  const { code: text, errors } = minifySync("inline.js", code);
  if (errors.length > 0)
    throw new Error(`Could not minify an inline script: ${errors[0]?.message}`);
  return text.trim();
}

export function modulePreload(file: string, integrity: string): string {
  return `<link rel="modulepreload" crossorigin href="/${file}" integrity="${integrity}" />`;
}

/** The inline loader, after #root (it watches its forms and buttons): it requests the entry when the page needs it. */
export function entryLoader(entryFile: string, integrity: string, loaderText: string): string {
  return `<script data-entry="/${entryFile}" data-integrity="${integrity}">${loaderText}</script>`;
}

/**
 * A page's HTML. Its entry script is a tag in the head on the development server (its bare page, #root empty, starts
 * the app at once), else the loader at the end of the body; the prerender gives the rest.
 */
export function template(
  lang: string,
  page: {
    /** The payment page's import map. */
    importMap?: string | undefined;
    head?: string;
    headScript?: string;
    appHtml?: string;
    /** After #root: the plan forms and the consent notice. */
    afterRoot?: string;
    bodyScript?: string;
  },
): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    "  <head>",
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    // Before any module script or preload: the browser reads it once, when the first module loads.
    ...(page.importMap ? [`    ${page.importMap}`] : []),
    `    ${page.head ?? ""}`,
    ...(page.headScript ? [`    ${page.headScript}`] : []),
    "  </head>",
    "  <body>",
    `    <div id="root">${page.appHtml ?? ""}</div>${page.afterRoot ?? ""}`,
    ...(page.bodyScript ? [`    ${page.bodyScript}`] : []),
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

/** The checkout's route and its aliases, in every language. */
export function paymentRoutes(entries: readonly ServerEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.prerenderTargets
      .filter((target) => target.pageId === PAYMENT_PAGE_ID)
      .map((target) => target.path),
  );
}

/** What the page's entry script reads before the app: where the payment page sends a visitor without a plan, the section a page stores. */
export function entryMetas(table: PageTable, pageId: string, prefix: string): string {
  if (pageId === PAYMENT_PAGE_ID) {
    return `<meta name="${LEAVE_WITHOUT_PLAN_META}" content="${prefix}/" />\n    `;
  }
  const shown = table.pages.find((candidate) => candidate.id === pageId);
  return shown?.storesSection && shown.section
    ? `<meta name="${PAGE_SECTION_META}" content="${shown.section}" />\n    `
    : "";
}
