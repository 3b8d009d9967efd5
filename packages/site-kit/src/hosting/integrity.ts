// Subresource Integrity of the build's scripts (PCI DSS 6.4.3): the sha384 of every file under /assets/, carried by the
// entry script and the modulepreload links, and by an import map for the chunks the router and the forms import later.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { ASSETS_PREFIX } from "./policy.js";

/** SRI values by URL path: "/assets/app-AbC.js" → "sha384-…". */
export type Integrities = Readonly<Record<string, string>>;

export function sriOf(content: Buffer | string): string {
  return `sha384-${createHash("sha384").update(content).digest("base64")}`;
}

/** The CSP source that allows one inline script by its exact text. */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** Every script of the build's assets folder with its SRI value, by URL path, sorted. */
export async function scriptIntegrities(outDir: string): Promise<Integrities> {
  const folder = join(outDir, ASSETS_PREFIX);
  const scripts = (await readdir(folder)).filter((file) => file.endsWith(".js")).sort();
  const entries = await Promise.all(
    scripts.map(async (file) => [
      `${ASSETS_PREFIX}${file}`,
      sriOf(await readFile(join(folder, file))),
    ]),
  );
  return Object.fromEntries(entries);
}

/** The payment page's import map, first in its head: the browser checks each module it imports against it. */
export function importMap(integrities: Integrities): { html: string; cspHash: string } {
  const text = JSON.stringify({ integrity: integrities });
  return { html: `<script type="importmap">${text}</script>`, cspHash: cspHashOf(text) };
}

/** The SRI value of a built file, or an error naming it (the prerender only links files it built). */
export function integrityOf(integrities: Integrities, file: string): string {
  const value = integrities[`/${file}`];
  if (!value)
    throw new Error(`No integrity for /${file}: it is not a script of the build's assets`);
  return value;
}
