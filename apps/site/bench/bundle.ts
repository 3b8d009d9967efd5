// `pnpm bench` (part 1): prints the size of every built asset and the initial JS of every prerendered route.
// Reads apps/site/dist (SITE_DIST_DIR overrides) after `pnpm --filter site build`; prints figures only, never fails on them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { initialJsOf } from "./distScripts.ts";
import { printTable } from "./textTable.ts";

const distDir = resolve(import.meta.dirname, "..", process.env.SITE_DIST_DIR ?? "dist");
const assetsDir = join(distDir, "assets");

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** gzip -9 and brotli q11: what a host that precompresses static files would send. */
function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.byteLength,
    gzip: gzipSync(content, { level: 9 }).byteLength,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }).byteLength,
  };
}

function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

if (!existsSync(join(distDir, "index.html")) || !existsSync(assetsDir)) {
  console.error(`No build in ${distDir}: run \`pnpm --filter site build\` first.`);
  process.exit(1);
}

// --- Every asset -------------------------------------------------------------------------------

const assetSizes = new Map<string, Sizes>();
for (const file of filesUnder(assetsDir).sort()) {
  assetSizes.set(relative(distDir, file), sizesOf(readFileSync(file)));
}

const assetRows = [...assetSizes.entries()]
  .sort(([, a], [, b]) => b.raw - a.raw)
  .map(([name, size]) => [name, kb(size.raw), kb(size.gzip), kb(size.brotli)]);
const assetTotal = [...assetSizes.values()].reduce(addSizes, ZERO);

console.info(`\nBundle: ${distDir}`);
console.info("\nAssets (gzip -9, brotli q11)\n");
printTable(
  ["asset", "raw", "gzip", "brotli"],
  [
    ...assetRows,
    [
      `total (${assetSizes.size} files)`,
      kb(assetTotal.raw),
      kb(assetTotal.gzip),
      kb(assetTotal.brotli),
    ],
  ],
);

// --- Initial JS per route ----------------------------------------------------------------------

const htmlFiles = readdirSync(distDir)
  .filter((name) => name.endsWith(".html"))
  .sort();
const routeRows: string[][] = [];
const preloadLines: string[] = [];
for (const name of htmlFiles) {
  const content = readFileSync(join(distDir, name));
  const {
    listed,
    preloads: preloaded,
    closure,
  } = initialJsOf(distDir, name, (path) => assetSizes.has(path));
  const missing = listed.filter(
    (path) => !assetSizes.has(path) && !existsSync(join(distDir, path)),
  );
  const listedJs = listed
    .map((path) => assetSizes.get(path) ?? ZERO)
    .reduce((sum, size) => sum + size.gzip, 0);
  const js = closure.map((path) => assetSizes.get(path) ?? ZERO).reduce(addSizes, ZERO);
  const htmlSize = sizesOf(content);
  routeRows.push([
    name,
    kb(htmlSize.raw),
    kb(htmlSize.gzip),
    String(listed.length),
    kb(listedJs),
    String(closure.length),
    kb(js.raw),
    kb(js.gzip),
    kb(js.brotli),
    kb(htmlSize.gzip + js.gzip),
  ]);
  if (preloaded.length > 0) preloadLines.push(`${name}: ${preloaded.join(", ")}`);
  if (missing.length > 0) console.warn(`${name} references missing files: ${missing.join(", ")}`);
}

console.info("\nInitial JS per prerendered route (script src + modulepreload in the HTML, gzip)");
console.info(
  "'+static' adds what those chunks import statically, i.e. everything fetched before hydration.\n",
);
printTable(
  [
    "route",
    "html",
    "html gz",
    "listed",
    "listed gz",
    "+static",
    "js raw",
    "js gz",
    "js br",
    "html+js gz",
  ],
  routeRows,
);
if (preloadLines.length > 0) {
  console.info("\nmodulepreload links:");
  for (const line of preloadLines) console.info(`  ${line}`);
}
const otherFiles = filesUnder(distDir).filter(
  (file) =>
    !file.startsWith(assetsDir) &&
    !file.endsWith(".html") &&
    !relative(distDir, file).startsWith("."),
);
if (otherFiles.length > 0) {
  console.info(
    `\nOther files in dist: ${otherFiles
      .map((file) => `${relative(distDir, file)} (${kb(statSync(file).size)})`)
      .join(", ")}`,
  );
}
console.info("");
