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
 * The HTML every page starts from; the prerender fills the head and #root. Its entry script is a tag in the head on
 * the development server (its bare page starts the app at once), else the loader at the end of the body.
 */
export function template(
  lang: string,
  scripts: { importMap?: string | undefined; head?: string; body?: string },
): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    "  <head>",
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    // Before any module script or preload: the browser reads it once, when the first module loads.
    ...(scripts.importMap ? [`    ${scripts.importMap}`] : []),
    "    <!--app-head-->",
    ...(scripts.head ? [`    ${scripts.head}`] : []),
    "  </head>",
    "  <body>",
    '    <div id="root"><!--app-html--></div><!--after-root-->',
    ...(scripts.body ? [`    ${scripts.body}`] : []),
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

/** The dev server's page: the same template around an empty #root, rendered in the browser. */
export function devTemplate(lang: string, entryUrl: string): string {
  return template(lang, { head: `<script type="module" src="${entryUrl}"></script>` })
    .replace("<!--app-head-->", "")
    .replace("<!--app-html-->", "")
    .replace("<!--after-root-->", "");
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
