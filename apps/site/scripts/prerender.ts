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

/** <link rel="modulepreload"> tags, so lazy routes load beside the entry instead of after it. */
function preloadTags(manifest: Manifest, target: PrerenderTarget, template: string): string {
  const files = new Set(target.lazyModules.flatMap((source) => chunkFiles(manifest, source)));
  // Vite already preloads the entry's own imports in the template.
  return [...files]
    .filter((file) => !template.includes(`href="/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join("\n    ");
}

function fillTemplate(template: string, page: RenderedPage, preloads: string): string {
  for (const placeholder of Object.values(PLACEHOLDERS)) {
    if (!template.includes(placeholder)) {
      throw new Error(`dist/index.html has no ${placeholder}: is it already prerendered?`);
    }
  }
  const head = preloads === "" ? page.headHtml : `${page.headHtml}\n    ${preloads}`;
  // Functions as replacements: "$&" and friends in page content stay literal.
  return template
    .replace(PLACEHOLDERS.head, () => head)
    .replace(PLACEHOLDERS.html, () => page.appHtml);
}

async function prerender(): Promise<void> {
  const template = await readFile(join(distDir, "index.html"), "utf8");
  const manifest: Manifest = JSON.parse(await readFile(join(manifestDir, "manifest.json"), "utf8"));
  const entry: EntryServer = await import(pathToFileURL(join(ssrDir, "entry-server.js")).href);
  for (const target of entry.prerenderTargets) {
    const page = await entry.render(target.path);
    const html = fillTemplate(template, page, preloadTags(manifest, target, template));
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
