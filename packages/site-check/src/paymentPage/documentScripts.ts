// The scripts the payment page's document names, as the browser reads them: each <script> and modulepreload with its
// integrity attribute, the inline scripts' text, and the integrity the import maps give each module.
import type { Page } from "playwright-core";

/** A script the document names: where, and the integrity attribute it carries (null when it has none). */
export interface ScriptReference {
  kind: "<script src>" | "modulepreload link";
  url: string;
  integrity: string | null;
  /** A module script or a modulepreload: without an integrity attribute, the browser takes the import map's. */
  module: boolean;
}

export interface DocumentScripts {
  /** The document's base URL, against which its import maps name their modules. */
  baseUrl: string;
  references: ScriptReference[];
  /** The exact text of each inline script the browser would run or read as an import map. */
  inline: { importMap: boolean; text: string }[];
}

/**
 * Every script the document holds: external script elements and modulepreload links (those of <template> elements
 * too, which the entry adds to the head later) with their integrity attribute, and the text of every inline script
 * whose type a browser runs, or reads as an import map (data blocks such as application/json are left out).
 */
export function scriptsInDocument(page: Page): Promise<DocumentScripts> {
  return page.evaluate(() => {
    // The HTML standard's JavaScript MIME type essences, "module" and "importmap": a <script> of any other type is data.
    const JAVASCRIPT_TYPES = [
      "",
      "module",
      "importmap",
      "application/ecmascript",
      "application/javascript",
      "application/x-ecmascript",
      "application/x-javascript",
      "text/ecmascript",
      "text/javascript",
      "text/javascript1.0",
      "text/javascript1.1",
      "text/javascript1.2",
      "text/javascript1.3",
      "text/javascript1.4",
      "text/javascript1.5",
      "text/jscript",
      "text/livescript",
      "text/x-ecmascript",
      "text/x-javascript",
    ];
    const roots: ParentNode[] = [
      document,
      ...[...document.querySelectorAll("template")].map((template) => template.content),
    ];
    const references: ScriptReference[] = [];
    const inline: DocumentScripts["inline"] = [];
    // A template's content lives in a document of its own, without the page's base URL.
    const resolve = (address: string | null) => {
      try {
        return new URL(address ?? "", document.baseURI).href;
      } catch {
        return address ?? "";
      }
    };
    for (const root of roots) {
      for (const script of root.querySelectorAll("script")) {
        const type = (script.getAttribute("type") ?? "").trim().toLowerCase();
        const runs = JAVASCRIPT_TYPES.includes(type);
        if (script.hasAttribute("src")) {
          if (runs && type !== "importmap") {
            references.push({
              kind: "<script src>",
              url: resolve(script.getAttribute("src")),
              integrity: script.getAttribute("integrity"),
              module: type === "module",
            });
          }
        } else if (runs) {
          inline.push({ importMap: type === "importmap", text: script.text });
        }
      }
      for (const link of root.querySelectorAll<HTMLLinkElement>("link[rel~='modulepreload' i]")) {
        references.push({
          kind: "modulepreload link",
          url: resolve(link.getAttribute("href")),
          integrity: link.getAttribute("integrity"),
          module: true,
        });
      }
    }
    return { baseUrl: document.baseURI, references, inline };
  });
}

/** The integrity the page's import maps give each module, by absolute URL (their own text is pinned by its hash). */
export function importMapIntegrity(inDocument: DocumentScripts): Map<string, string> {
  const integrity = new Map<string, string>();
  for (const script of inDocument.inline.filter((inline) => inline.importMap)) {
    let entries: unknown;
    try {
      entries = (JSON.parse(script.text) as { integrity?: unknown }).integrity;
    } catch {
      continue; // a broken import map is drift by its hash already
    }
    if (typeof entries !== "object" || entries === null) continue;
    for (const [specifier, value] of Object.entries(entries)) {
      if (typeof value === "string" && URL.canParse(specifier, inDocument.baseUrl)) {
        const url = new URL(specifier, inDocument.baseUrl).href;
        if (!integrity.has(url)) integrity.set(url, value);
      }
    }
  }
  return integrity;
}
