// The build's last step: renders every route with the server entry into the output (index.html, PAGE.html, 404.html),
// writes robots.txt, sitemap.xml, the manifest, theme.css and the icons, then the hosting configuration.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { policySlugs } from "@membership/content";
import { LEAVE_WITHOUT_PLAN_META, PRELOADS_TEMPLATE_ID } from "../app/entry.js";
import type { ServerEntry } from "../app/server.js";
import { language } from "../site/locale.js";
import { PAYMENT_PAGE_ID } from "../site/pageTable.js";
import { importMap, integrityOf, scriptIntegrities } from "./hosting/integrity.js";
import type { Manifest } from "./hosting/paymentPage.js";
import { describeChunks, writePaymentPageRecord } from "./hosting/paymentPage.js";
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

/** The SRI attribute of a built file; none under the dev server, whose modules change as they are edited. */
type IntegrityAttribute = (file: string) => string;

const NO_INTEGRITY: IntegrityAttribute = () => "";

function modulePreload(file: string, integrity: IntegrityAttribute): string {
  return `<link rel="modulepreload" crossorigin href="/${file}"${integrity(file)} />`;
}

/** The HTML every page starts from; the prerender fills the head and #root. */
function template(
  lang: string,
  entryFile: string,
  entryImports: readonly string[],
  integrity: IntegrityAttribute,
  importMapHtml: string,
): string {
  const preloads = entryImports.map((file) => modulePreload(file, integrity));
  return [
    "<!doctype html>",
    `<html lang="${lang}">`,
    "  <head>",
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    // Before any module script or preload: the browser reads it once, when the first module loads.
    ...(importMapHtml ? [`    ${importMapHtml}`] : []),
    "    <!--app-head-->",
    `    <script type="module" crossorigin src="/${entryFile}"${integrity(entryFile)}></script>`,
    ...preloads.map((link) => `    ${link}`),
    "  </head>",
    "  <body>",
    '    <div id="root"><!--app-html--></div>',
    "  </body>",
    "</html>",
    "",
  ].join("\n");
}

/** The dev server's page: the same template around an empty #root, rendered in the browser. */
export function devTemplate(lang: string, entryUrl: string): string {
  return template(lang, entryUrl.replace(/^\//, ""), [], NO_INTEGRITY, "")
    .replace("<!--app-head-->", "")
    .replace("<!--app-html-->", "");
}

/** The checkout's route and its aliases, in every language. */
function paymentRoutes(entries: readonly ServerEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.prerenderTargets
      .filter((target) => target.pageId === PAYMENT_PAGE_ID)
      .map((target) => target.path),
  );
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
  const map = importMap(integrities);
  const integrity: IntegrityAttribute = (file) => ` integrity="${integrityOf(integrities, file)}"`;

  for (const entry of entries) {
    const { locale, prefix } = entry.site.languages;
    const html = template(language(locale), entryChunk.file, entryImports, integrity, map.html);
    const appKey = virtualKey(manifest, perLocale("app", locale));
    const policiesKey = virtualKey(manifest, perLocale("policyTexts", locale));
    const formsKey = virtualKey(manifest, perLocale("formsTexts", locale));
    for (const target of entry.prerenderTargets) {
      const page = await entry.render(target.path);
      const pageFile = build.pageModules[target.pageId];
      if (!pageFile) throw new Error(`No module for the page "${target.pageId}"`);
      const sources = [appKey, manifestKey(build, pageFile)];
      // Pages with texts of their own chunk (the policies, the forms') fetch it before they hydrate.
      if ((policySlugs as readonly string[]).includes(target.pageId)) sources.push(policiesKey);
      if (entry.site.pages.pages.some((shown) => shown.id === target.pageId && shown.showsForm)) {
        sources.push(formsKey);
      }
      const files = new Set(sources.flatMap((source) => chunkFiles(manifest, source)));
      // Preloaded once the HTML has painted (the entry adds them), so they never delay the first paint.
      const links = [...files]
        .filter((file) => file !== entryChunk.file && !entryImports.includes(file))
        .map((file) => modulePreload(file, integrity));
      const pageHtml =
        target.pageId === PAYMENT_PAGE_ID
          ? html.replace(
              "<!--app-head-->",
              () =>
                `<meta name="${LEAVE_WITHOUT_PLAN_META}" content="${prefix}/" />\n    <!--app-head-->`,
            )
          : html;
      const filled = pageHtml
        .replace(
          "<!--app-head-->",
          () =>
            `${page.headHtml}\n    <template id="${PRELOADS_TEMPLATE_ID}">${links.join("")}</template>`,
        )
        .replace("<!--app-html-->", () => page.appHtml);
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
  await rm(ssrDir, { recursive: true, force: true });
  await rm(join(outDir, ".vite"), { recursive: true, force: true });
  const policy = await writeHostingOutputs(outDir, defaultEntry.site.deployment, {
    paymentPaths: paymentRoutes(entries),
    inlineScriptHashes: [map.cspHash],
    languagePrefixes: entries.map((entry) => entry.site.languages.prefix).filter(Boolean),
  });
  await writePaymentPageRecord(outDir, {
    policy,
    integrities,
    importMapHash: map.cspHash,
    chunks: describeChunks(manifest, build),
    sandboxCaptcha: defaultEntry.site.deployment.sandboxCaptcha,
  });
}
