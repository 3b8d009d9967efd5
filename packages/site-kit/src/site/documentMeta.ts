// Keeps the head in step with client-side navigation (the prerender writes it for first load): title, description,
// canonical URL, the other languages' URLs, robots and the sharing card's title, description and URL.
import type { SitePage } from "./kitPages.js";
import type { Site } from "./SiteContext.js";
import { documentTitle, languageAlternates, pageUrl } from "./seo.js";

/** The element matching `selector`, created in <head> with `create` when the page has none. */
function headElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const existing = doc.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

function setMeta(doc: Document, key: "name" | "property", name: string, content: string): void {
  headElement(doc, `meta[${key}="${name}"]`, () => {
    const meta = doc.createElement("meta");
    meta.setAttribute(key, name);
    return meta;
  }).content = content;
}

export function applyDocumentMeta(site: Site, page: SitePage, doc: Document = document): void {
  const title = documentTitle(site, page);
  const { description } = site.content.page(page.id).seo;
  const url = pageUrl(site, page.path);
  doc.title = title;
  setMeta(doc, "name", "description", description);
  setMeta(doc, "property", "og:title", title);
  setMeta(doc, "property", "og:description", description);
  setMeta(doc, "property", "og:url", url);
  setMeta(doc, "name", "twitter:title", title);
  setMeta(doc, "name", "twitter:description", description);
  headElement(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement("link");
    link.rel = "canonical";
    return link;
  }).href = url;
  for (const { hreflang, href } of languageAlternates(site, page.path)) {
    headElement(doc, `link[rel="alternate"][hreflang="${hreflang}"]`, () => {
      const link = doc.createElement("link");
      link.rel = "alternate";
      link.hreflang = hreflang;
      return link;
    }).href = href;
  }
  const robots = doc.head.querySelector('meta[name="robots"]');
  if (page.noindex) setMeta(doc, "name", "robots", "noindex");
  else robots?.remove();
}
