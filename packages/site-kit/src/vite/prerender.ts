// The build's last step: renders every route with the server entry into the output (index.html, PAGE.html, 404.html),
// writes robots.txt, sitemap.xml, the manifest, theme.css and the icons, then the hosting configuration.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { policySlugs } from "@membership/content";
import type { Manifest } from "vite";
import type { ServerEntry } from "../app/server.js";
import { writeHostingOutputs } from "../hosting/hosts.js";
import { cspHashOf, integrityOf, scriptIntegrities } from "../hosting/integrity.js";
import { writePaymentPageRecord } from "../hosting/paymentPage.js";
import { writePrecompressed } from "../hosting/precompress.js";
import { FIELD_CHECKS_TEMPLATE_ID, PRELOADS_TEMPLATE_ID } from "../loader/entry.js";
import { pageLoaderText } from "../loader/pageLoader.js";
import { planFormScriptText, planFormsHtml } from "../loader/planForms.js";
import { integrationsOfPolicy } from "../site/integrations.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import { language } from "../site/locale.js";
import { PLAN_COOKIE, STORAGE_KEYS } from "../site/storageKeys.js";
import { renderIcons } from "./icons.js";
import { chunkFiles, describeChunks, paymentPageScripts, virtualKey } from "./manifestChunks.js";
import {
  entryLoader,
  entryMetas,
  minified,
  modulePreload,
  paymentRoutes,
  template,
} from "./pageTemplate.js";
import { manifestKey, type SiteBuild } from "./siteBuild.js";
import { perLocale, VIRTUAL } from "./virtualModules.js";

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
  const preload = (file: string) => modulePreload(file, integrityOf(integrities, file));

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
  const pageEntry = entryLoader(entryChunk.file, entryIntegrity, loaderText);

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
      .map(preload);
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
      const links = [...files].filter(preloadable).map(preload);
      const checksLinks =
        showsForm && target.pageId !== PAYMENT_PAGE_ID
          ? `<template id="${FIELD_CHECKS_TEMPLATE_ID}">${fieldCheckLinks.join("")}</template>`
          : "";
      const html = template(lang, {
        ...(target.pageId === PAYMENT_PAGE_ID
          ? { importMap: payment.importMaps.get(locale)?.html, bodyScript: paymentEntry }
          : { bodyScript: pageEntry }),
        head: `${entryMetas(entry.site.pages, target.pageId, prefix)}${page.headHtml}\n    <template id="${PRELOADS_TEMPLATE_ID}">${links.join("")}</template>${checksLinks}`,
        appHtml: page.appHtml,
        afterRoot: planFormsHtml(page.planForms, planFormText) + page.consentNoticeHtml,
      });
      const file = join(outDir, target.file);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
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
