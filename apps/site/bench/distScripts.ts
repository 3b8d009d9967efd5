// What a prerendered page of dist/ loads before it is interactive: shared by bench-bundle.ts and size-budget.ts.
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** `/assets/x.js` (or `./assets/x.js`) as a dist-relative path; null for other origins. */
export function distPathOf(url: string): string | null {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith("//")) return null;
  return url.replace(/^\.?\//, "").split(/[?#]/)[0] ?? null;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined;
}

/**
 * Script src (or the entry the inline loader requests, its data-entry) and modulepreload href of an HTML file: what
 * the browser fetches before hydrating. `arrivalPreloads`: those outside the `<template>` the entry adds once the
 * visitor reaches for the page.
 */
export function initialScripts(html: string): {
  scripts: string[];
  preloads: string[];
  arrivalPreloads: string[];
} {
  const scripts: string[] = [];
  const preloads: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const requested = attribute(tag, "data-entry");
    const path = distPathOf(requested ?? attribute(tag, "src") ?? "");
    if (path) scripts.push(path);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if ((attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload")) {
      const path = distPathOf(attribute(tag, "href") ?? "");
      if (path) preloads.push(path);
    }
  }
  const outsideTemplates = html.replace(/<template\b[\s\S]*?<\/template>/gi, "");
  const arrivalPreloads = preloads.filter((path) => outsideTemplates.includes(`href="/${path}"`));
  return { scripts, preloads, arrivalPreloads };
}

/** Relative static imports of a built chunk (`import"./x.js"`, `from"./x.js"`); dynamic `import("./x.js")` is left out. */
export function staticImportsOf(distDir: string, chunkPath: string): string[] {
  const code = readFileSync(join(distDir, chunkPath), "utf8");
  const imports: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+?\.m?js)["'`]/g)) {
    const specifier = match[1];
    if (specifier) imports.push(relative(distDir, resolve(distDir, chunkPath, "..", specifier)));
  }
  return imports;
}

/** The listed scripts plus everything they import statically: all JS that runs before the page is interactive. */
export function staticClosure(
  distDir: string,
  entries: readonly string[],
  exists: (path: string) => boolean,
): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path) || !exists(path)) continue;
    seen.add(path);
    queue.push(...staticImportsOf(distDir, path));
  }
  return [...seen];
}

/**
 * Every JS file a prerendered page loads before it is interactive, dist-relative (`closure`), and what it loads before
 * the visitor reaches for it (`onArrival`: its entry, and what its head preloads).
 */
export function initialJsOf(distDir: string, htmlFile: string, exists: (path: string) => boolean) {
  const { scripts, preloads, arrivalPreloads } = initialScripts(
    readFileSync(join(distDir, htmlFile), "utf8"),
  );
  const listed = [...new Set([...scripts, ...preloads])];
  const closure = staticClosure(distDir, listed, exists);
  return {
    listed,
    preloads,
    closure,
    onArrival: staticClosure(distDir, [...scripts, ...arrivalPreloads], exists),
  };
}
