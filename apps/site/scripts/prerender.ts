// Build step 3: renders every route with the SSR bundle into dist/ (index.html, PAGE.html, 404.html), writes robots.txt,
// sitemap.xml and the web app manifest, then deletes the bundle.
import { readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { EntryServer, PrerenderTarget, RenderedPage } from "../src/entry-server.tsx";

const siteDir = resolve(import.meta.dirname, "..");
const distDir = join(siteDir, "dist");
const ssrDir = join(siteDir, ".ssr");
/** Vite's client manifest (build.manifest): only needed here, so removed from the public output afterwards. */
const manifestDir = join(distDir, ".vite");

const PLACEHOLDERS = {
  head: "<!--app-head-->",
  html: "<!--app-html-->",
} as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk files of a lazy module and everything it imports statically, in load order. */
function chunkFiles(manifest: Manifest, source: string, seen = new Set<string>()): string[] {
  if (seen.has(source)) return [];
  seen.add(source);
  const chunk = manifest[source];
  if (!chunk) {
    throw new Error(`The client build has no chunk for ${source}: is it lazy in routes.tsx?`);
  }
  // The entry is already loaded by the page's own <script type="module">.
  if (chunk.isEntry) return [];
  const imported = (chunk.imports ?? []).flatMap((dependency) =>
    chunkFiles(manifest, dependency, seen),
  );
  return [...imported, chunk.file];
}

/** The id of the <template> holding the page's modulepreload links (read by src/entry-client.ts). */
const PRELOADS_TEMPLATE_ID = "page-chunks";

/**
 * <link rel="modulepreload"> tags for the app and the page's chunk, inside an inert <template>: entry-client.ts adds
 * them once the HTML has painted, so the chunks download in parallel without delaying the first (and largest) paint.
 */
function preloadTemplate(manifest: Manifest, target: PrerenderTarget, template: string): string {
  const files = new Set(target.lazyModules.flatMap((source) => chunkFiles(manifest, source)));
  const links = [...files]
    // Vite already preloads the entry's own imports in the template.
    .filter((file) => !template.includes(`href="/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  return `<template id="${PRELOADS_TEMPLATE_ID}">${links.join("")}</template>`;
}

function fillTemplate(template: string, page: RenderedPage, preloads: string): string {
  for (const placeholder of Object.values(PLACEHOLDERS)) {
    if (!template.includes(placeholder)) {
      throw new Error(`dist/index.html has no ${placeholder}: is it already prerendered?`);
    }
  }
  // Functions as replacements: "$&" and friends in page content stay literal.
  return template
    .replace(PLACEHOLDERS.head, () => `${page.headHtml}\n    ${preloads}`)
    .replace(PLACEHOLDERS.html, () => page.appHtml);
}

async function prerender(): Promise<void> {
  const template = await readFile(join(distDir, "index.html"), "utf8");
  const manifest: Manifest = JSON.parse(await readFile(join(manifestDir, "manifest.json"), "utf8"));
  const entry: EntryServer = await import(pathToFileURL(join(ssrDir, "entry-server.js")).href);
  for (const target of entry.prerenderTargets) {
    const page = await entry.render(target.path);
    const html = fillTemplate(template, page, preloadTemplate(manifest, target, template));
    await writeFile(join(distDir, target.file), html);
  }
  for (const { file, content } of entry.siteFiles) {
    await writeFile(join(distDir, file), content);
  }
  await rm(ssrDir, { recursive: true, force: true });
  await rm(manifestDir, { recursive: true, force: true });
  console.info(
    `Prerendered ${entry.prerenderTargets.length} pages and ${entry.siteFiles.map(({ file }) => file).join(", ")} into ${distDir}`,
  );
}

await prerender();
