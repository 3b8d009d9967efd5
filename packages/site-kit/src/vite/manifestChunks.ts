import type { SupportedLocale } from "@membership/content";
import type { Manifest, ManifestChunk } from "vite";
import { type Integrities, importMap, integrityOf } from "../hosting/integrity.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import { manifestKey, type SiteBuild } from "./siteBuild.js";
import { perLocale, VIRTUAL } from "./virtualModules.js";

/** The manifest key of a virtual module (Vite writes it with its null-byte prefix replaced). */
export function virtualKey(manifest: Manifest, id: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(id));
  if (!key) throw new Error(`The client build has no chunk for ${id}`);
  return key;
}

/** The chunk files of a module and everything it imports statically, in load order. */
export function chunkFiles(manifest: Manifest, source: string, seen = new Set<string>()): string[] {
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
export function importableFiles(
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
export function paymentPageScripts(
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
      // The payment page runs no field checks before its app (loader/entry.ts): its first round trip has no room for them.
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

/** What each chunk of the client build is, by URL path: what the inventory calls its purpose. */
export function describeChunks(manifest: Manifest, build: SiteBuild): Record<string, string> {
  const pageIds = new Map(
    Object.entries(build.pageModules).map(([id, file]) => [manifestKey(build, file), id]),
  );
  const purposeOf = (key: string, chunk: ManifestChunk): string => {
    if (key.endsWith(VIRTUAL.entry)) {
      return "The page's entry, requested by its inline loader once the page has painted and loaded or the visitor reaches for it: starts the app.";
    }
    for (const { locale } of build.locales) {
      if (key.endsWith(perLocale("app", locale))) {
        return `The ${locale} app: React, the router, the site's frame and its texts.`;
      }
      if (key.endsWith(perLocale("policyTexts", locale)))
        return `The policy pages' ${locale} texts.`;
      if (key.endsWith(perLocale("formsTexts", locale))) return `The forms' ${locale} texts.`;
    }
    if (chunk.src?.endsWith("site/integrationScripts.js")) {
      return "The loader of the site's third parties (the chat), for the other pages: the payment page never runs it.";
    }
    const page = pageIds.get(key);
    if (page) return `The "${page}" page.`;
    return `Code the pages share: \`${chunk.name ?? key}\`.`;
  };
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.file.endsWith(".js"))
      .map(([key, chunk]) => [`/${chunk.file}`, purposeOf(key, chunk)]),
  );
}
