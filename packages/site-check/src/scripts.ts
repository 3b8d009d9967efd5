// The JavaScript a language's pages can load, found in the build: each page's module script and the chunks it
// preloads, then every chunk they import, at once or on demand (the floating dialog's, the forms' texts). The module
// script is every language's: it imports one language's app on demand, by the path, so of its imports on demand the
// walk follows those the page preloads, its own language's.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";

/** A script's imports of other chunks of the build, as URL paths ("/assets/chunk.js"). */
export interface ChunkImport {
  file: string;
  /** A dynamic import, loaded when the code runs it; else a static one. */
  onDemand: boolean;
}

const IMPORT = /(import\s*\(\s*|\bfrom\s*|\bimport\s*)(["'`])(\.{1,2}\/[^"'`\s]+?\.js)\2/g;

/** The chunks `source` (the script at URL path `file`) imports by relative path. */
export function chunkImports(file: string, source: string): ChunkImport[] {
  return [...source.matchAll(IMPORT)].map(([, keyword = "", , specifier = ""]) => ({
    file: new URL(specifier, new URL(file, "http://build")).pathname,
    onDemand: keyword.includes("("),
  }));
}

/** The URL paths of a page's module scripts and of the chunks it preloads. */
export interface PageScripts {
  entries: readonly string[];
  preloads: readonly string[];
}

/** A built page's scripts, read from its HTML: the entry script and the `<template id="page-chunks">` preloads. */
export function pageScriptsOfHtml(html: string): PageScripts {
  const paths = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "");
  const template = /<template id="page-chunks">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
  return {
    // The module script in the head, or the one the inline loader requests (its data-entry).
    entries: paths(/<script (?:type="module"[^>]*\ssrc|data-entry)="([^"]+)"/g),
    preloads: [...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map(
      (match) => match[1] ?? "",
    ),
  };
}

/** Every script the pages can load: their entries' static imports and preloads, and all those import. */
export async function scriptsOfPages(
  pages: readonly PageScripts[],
  read: (file: string) => Promise<string>,
): Promise<Set<string>> {
  const found = new Set<string>();
  const queue: string[] = [];
  for (const page of pages) {
    for (const entry of page.entries) {
      found.add(entry);
      const imports = chunkImports(entry, await read(entry));
      queue.push(
        ...imports
          .filter((chunk) => !chunk.onDemand || page.preloads.includes(chunk.file))
          .map((chunk) => chunk.file),
      );
    }
    queue.push(...page.preloads);
  }
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    queue.push(...chunkImports(file, await read(file)).map((chunk) => chunk.file));
  }
  return found;
}

/** A reader that loads each file once. */
function readingOnce(load: (file: string) => Promise<string>): (file: string) => Promise<string> {
  const read = new Map<string, Promise<string>>();
  return (file) => {
    const text = read.get(file) ?? load(file);
    read.set(file, text);
    return text;
  };
}

/** Reads a file of the build in `outDir` by its URL path ("/assets/chunk.js"), each once. */
export const buildReader = (outDir: string) =>
  readingOnce((file) => readFile(join(outDir, file), "utf8"));

/** The same reader for a live site: each script as the origin sends it. */
export const liveReader = (origin: string) =>
  readingOnce((file) =>
    fetch(new URL(file, `${origin}/`)).then((response) => {
      if (!response.ok) throw new Error(`${origin}/${file} answered ${response.status}`);
      return response.text();
    }),
  );

/** Collects the URL paths of the scripts of `origin` a page loads from now on, e.g. while a language is walked. */
export function recordScripts(page: Page, origin: string): Set<string> {
  const loaded = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) loaded.add(url.pathname);
  });
  return loaded;
}

/** Each script with another language's texts (by `foreign`), and those texts. */
export async function foreignInScripts(
  files: Iterable<string>,
  read: (file: string) => Promise<string>,
  foreign: (text: string) => string[],
): Promise<{ file: string; texts: string[] }[]> {
  const found = await Promise.all(
    [...files].sort().map(async (file) => ({ file, texts: foreign(await read(file)) })),
  );
  return found.filter(({ texts }) => texts.length > 0);
}
