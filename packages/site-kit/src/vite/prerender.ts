// The build's last step: renders every route with the server entry into the output (index.html, PAGE.html, 404.html),
// writes robots.txt, sitemap.xml, the manifest, theme.css and the icons, then the hosting configuration.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { policySlugs, type SupportedLocale } from "@membership/content";
import { minifySync } from "vite";
import {
  FIELD_CHECKS_TEMPLATE_ID,
  LEAVE_WITHOUT_PLAN_META,
  PAGE_SECTION_META,
  PRELOADS_TEMPLATE_ID,
} from "../app/entry.js";
import { pageLoaderText } from "../app/pageLoader.js";
import { planFormScriptText, planFormsHtml } from "../app/planForms.js";
import type { ServerEntry } from "../app/server.js";
import { integrationsOfPolicy } from "../site/integrations.js";
import { language } from "../site/locale.js";
import { PAYMENT_PAGE_ID, type PageTable } from "../site/pageTable.js";
import { PLAN_COOKIE, STORAGE_KEYS } from "../site/storageKeys.js";
import {
  cspHashOf,
  type Integrities,
  importMap,
  integrityOf,
  scriptIntegrities,
} from "./hosting/integrity.js";
import type { Manifest } from "./hosting/paymentPage.js";
import { describeChunks, writePaymentPageRecord } from "./hosting/paymentPage.js";
import { writePrecompressed } from "./hosting/precompress.js";
import { writeHostingOutputs } from "./hosting/write.js";
import { renderIcons } from "./icons.js";
import { manifestKey, type SiteBuild } from "./siteBuild.js";
import { perLocale, VIRTUAL } from "./virtualModules.js";

/** The manifest key of a virtual module (Vite writes it with its null-byte prefix replaced). */
function virtualKey(manifest: Manifest, id: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(id));
  if (!key) throw new Error(`The client build has no chunk for ${id}`);
  return key;
}

/** The chunk files of a module and everything it imports statically, in load order. */
function chunkFiles(manifest: Manifest, source: string, seen = new Set<string>()): string[] {
  if (seen.has(source)) return [];
  seen.add(source);
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The client build has no chunk for ${source}`);
  const imported = (chunk.imports ?? []).flatMap((dependency) =>
    chunkFiles(manifest, dependency, seen),
  );
  return [...imported, chunk.file];
}

/**
 * The chunk files a document can import from `root`, statically or later, never through `excluded`: the payment page's
 * document imports its own language and page only (every other page is a page load away).
 */
function importableFiles(
  manifest: Manifest,
  root: string,
  excluded: ReadonlySet<string>,
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || excluded.has(key) || !chunk) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(root);
  return [...seen].map((key) => manifest[key]?.file ?? key).sort();
}

/**
 * The payment page of each language: its import map, with the SRI of every chunk its document can import beyond the
 * entry (its loader carries the entry's), never another page's (a page load away) or another language's app;
 * and every script a payment page can run, for its PCI DSS 6.4.3 record.
 */
function paymentPageScripts(
  manifest: Manifest,
  build: SiteBuild,
  input: {
    locales: readonly SupportedLocale[];
    entryKey: string;
    entryFile: string;
    integrities: Integrities;
  },
): { importMaps: Map<string, ReturnType<typeof importMap>>; scripts: Integrities } {
  const paymentPageKey = manifestKey(build, build.pageModules[PAYMENT_PAGE_ID] ?? "");
  const otherPages = Object.values(build.pageModules)
    .map((file) => manifestKey(build, file))
    .filter((key) => key !== paymentPageKey);
  const pinned = (files: Iterable<string>) =>
    Object.fromEntries(
      [...files].sort().map((file) => [`/${file}`, integrityOf(input.integrities, file)]),
    );
  const runnable = new Set([input.entryFile]);
  const importMaps = new Map(
    input.locales.map((locale) => {
      const otherLanguages = input.locales
        .filter((other) => other !== locale)
        .map((other) => virtualKey(manifest, perLocale("app", other)));
      // The payment page runs no field checks before its app (app/entry.ts): its first round trip has no room for them.
      const fieldChecks = input.locales.map((any) =>
        virtualKey(manifest, perLocale("fieldChecks", any)),
      );
      const importable = importableFiles(
        manifest,
        input.entryKey,
        new Set([...otherPages, ...otherLanguages, ...fieldChecks]),
      ).filter((file) => file !== input.entryFile);
      for (const file of importable) runnable.add(file);
      return [locale, importMap(pinned(importable))];
    }),
  );
  return { importMaps, scripts: pinned(runnable) };
}

/** An inline script's text, minified: the same code in fewer bytes of every page. */
function minified(code: string): string {
  const { code: text, errors } = minifySync("inline.js", code);
  if (errors.length > 0)
    throw new Error(`Could not minify an inline script: ${errors[0]?.message}`);
  return text.trim();
}

/** The SRI attribute of a built file. */
type IntegrityAttribute = (file: string) => string;

function modulePreload(file: string, integrity: IntegrityAttribute): string {
  return `<link rel="modulepreload" crossorigin href="/${file}"${integrity(file)} />`;
}

/** The page's entry script: a tag in the head, or the inline loader at the end of the body. */
interface EntryHtml {
  head: string[];
  body: string[];
}

/** The entry as a tag: the development server's bare page starts the app at once. */
function entryTag(entryUrl: string): EntryHtml {
  return { head: [`<script type="module" src="${entryUrl}"></script>`], body: [] };
}

/** The inline loader, after #root (it watches its forms and buttons): it requests the entry when the page needs it. */
function entryLoader(entryFile: string, integrity: string, loaderText: string): EntryHtml {
  return {
    head: [],
    body: [
      `<script data-entry="/${entryFile}" data-integrity="${integrity}">${loaderText}</script>`,
    ],
  };
}

/** The HTML every page starts from; the prerender fills the head and #root. */
function template(lang: string, importMapHtml: string, entry: EntryHtml): string {
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    "  <head>",
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    // Before any module script or preload: the browser reads it once, when the first module loads.
    ...(importMapHtml ? [`    ${importMapHtml}`] : []),
    "    <!--app-head-->",
    ...entry.head.map((line) => `    ${line}`),
    "  </head>",
    "  <body>",
    '    <div id="root"><!--app-html--></div><!--after-root-->',
    ...entry.body.map((line) => `    ${line}`),
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

/** The dev server's page: the same template around an empty #root, rendered in the browser. */
export function devTemplate(lang: string, entryUrl: string): string {
  return template(lang, "", entryTag(entryUrl))
    .replace("<!--app-head-->", "")
    .replace("<!--app-html-->", "")
    .replace("<!--after-root-->", "");
}

/** The checkout's route and its aliases, in every language. */
function paymentRoutes(entries: readonly ServerEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.prerenderTargets
      .filter((target) => target.pageId === PAYMENT_PAGE_ID)
      .map((target) => target.path),
  );
}

/** What the page's entry script reads before the app: where the payment page sends a visitor without a plan, the section a page stores. */
function entryMetas(table: PageTable, pageId: string, prefix: string): string {
  if (pageId === PAYMENT_PAGE_ID) {
    return `<meta name="${LEAVE_WITHOUT_PLAN_META}" content="${prefix}/" />\n    `;
  }
  const shown = table.pages.find((candidate) => candidate.id === pageId);
  return shown?.storesSection && shown.section
    ? `<meta name="${PAGE_SECTION_META}" content="${shown.section}" />\n    `
    : "";
}

export async function prerender(build: SiteBuild, outDir: string, ssrDir: string): Promise<void> {
  const manifestFile = join(outDir, ".vite", "manifest.json");
  const manifest: Manifest = JSON.parse(await readFile(manifestFile, "utf8"));
  const { entries }: { entries: readonly ServerEntry[] } = await import(
    pathToFileURL(join(ssrDir, "server.js")).href
  );
  const [defaultEntry] = entries;
  if (!defaultEntry) throw new Error("The server build has no site");

  const entryKey = virtualKey(manifest, VIRTUAL.entry);
  const entryChunk = manifest[entryKey];
  if (!entryChunk) throw new Error("The client build has no entry");
  const entryImports = (entryChunk.imports ?? []).flatMap((key) => chunkFiles(manifest, key));
  const integrities = await scriptIntegrities(outDir);
  const integrity: IntegrityAttribute = (file) => ` integrity="${integrityOf(integrities, file)}"`;

  const loaderText = minified(pageLoaderText(true));
  const paymentLoaderText = minified(pageLoaderText(false));
  const planFormText = minified(planFormScriptText(STORAGE_KEYS.product, PLAN_COOKIE));
  const entryIntegrity = integrityOf(integrities, entryChunk.file);
  // Every page: the loader, so the entry never competes with the first paints (ADR 0008); the chunks it preloads carry
  // SRI. The payment page's waits for a touch rather than its form in view, and, for PCI DSS 6.4.3, an import map pins
  // everything the entry imports.
  const payment = paymentPageScripts(manifest, build, {
    locales: entries.map(({ site }) => site.languages.locale),
    entryKey,
    entryFile: entryChunk.file,
    integrities,
  });
  const paymentEntry = entryLoader(entryChunk.file, entryIntegrity, paymentLoaderText);
  const other = { map: "", entry: entryLoader(entryChunk.file, entryIntegrity, loaderText) };

  for (const entry of entries) {
    const { locale, prefix } = entry.site.languages;
    const lang = language(locale);
    const appKey = virtualKey(manifest, perLocale("app", locale));
    const policiesKey = virtualKey(manifest, perLocale("policyTexts", locale));
    const formsKey = virtualKey(manifest, perLocale("formsTexts", locale));
    const preloadable = (file: string) => file !== entryChunk.file && !entryImports.includes(file);
    // A form page's field checks (ADR 0010), fetched at once rather than import by import; not the payment page's.
    const fieldCheckLinks = chunkFiles(
      manifest,
      virtualKey(manifest, perLocale("fieldChecks", locale)),
    )
      .filter(preloadable)
      .map((file) => modulePreload(file, integrity));
    for (const target of entry.prerenderTargets) {
      const page = await entry.render(target.path);
      const pageFile = build.pageModules[target.pageId];
      if (!pageFile) throw new Error(`No module for the page "${target.pageId}"`);
      const sources = [appKey, manifestKey(build, pageFile)];
      // Pages with texts of their own chunk (the policies, the forms') fetch it before they hydrate.
      if ((policySlugs as readonly string[]).includes(target.pageId)) sources.push(policiesKey);
      const showsForm = entry.site.pages.pages.some(
        (shown) => shown.id === target.pageId && shown.showsForm,
      );
      if (showsForm) sources.push(formsKey);
      const files = new Set(sources.flatMap((source) => chunkFiles(manifest, source)));
      // Preloaded once the HTML has painted (the entry adds them), so they never delay the first paint.
      const links = [...files].filter(preloadable).map((file) => modulePreload(file, integrity));
      const checksLinks =
        showsForm && target.pageId !== PAYMENT_PAGE_ID
          ? `<template id="${FIELD_CHECKS_TEMPLATE_ID}">${fieldCheckLinks.join("")}</template>`
          : "";
      const kind =
        target.pageId === PAYMENT_PAGE_ID
          ? { map: payment.importMaps.get(locale)?.html ?? "", entry: paymentEntry }
          : other;
      const html = template(lang, kind.map, kind.entry);
      const filled = html
        .replace(
          "<!--app-head-->",
          () =>
            `${entryMetas(entry.site.pages, target.pageId, prefix)}${page.headHtml}\n    <template id="${PRELOADS_TEMPLATE_ID}">${links.join("")}</template>${checksLinks}`,
        )
        .replace("<!--app-html-->", () => page.appHtml)
        .replace(
          "<!--after-root-->",
          () => planFormsHtml(page.planForms, planFormText) + page.consentNoticeHtml,
        );
      const file = join(outDir, target.file);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, filled);
    }
  }
  // One robots.txt, sitemap (listing every language) and manifest, from the default language's site.
  for (const { file, content } of defaultEntry.siteFiles) {
    await writeFile(join(outDir, file), content);
  }
  for (const { file, content } of build.artFiles) {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), content);
  }
  await renderIcons(outDir, defaultEntry.site);
  const paymentScriptHashes = [
    ...[...payment.importMaps.values()].map((map) => map.cspHash),
    cspHashOf(planFormText),
    cspHashOf(paymentLoaderText),
  ];
  await rm(ssrDir, { recursive: true, force: true });
  await rm(join(outDir, ".vite"), { recursive: true, force: true });
  const thirdParties = integrationsOfPolicy(build.integrations, build.pageIds);
  const policy = await writeHostingOutputs(outDir, defaultEntry.site.deployment, {
    paymentPaths: paymentRoutes(entries),
    paymentScriptHashes,
    loaderScriptHash: cspHashOf(loaderText),
    languagePrefixes: entries.map((entry) => entry.site.languages.prefix).filter(Boolean),
    ...thirdParties,
  });
  await writePaymentPageRecord(outDir, {
    policy,
    integrities: payment.scripts,
    paymentScriptHashes,
    chunks: describeChunks(manifest, build),
    paymentPageIntegrations: thirdParties.paymentPageIntegrations,
  });
  // Last: every text file is final.
  await writePrecompressed(outDir);
}
