// Keeps the head in step with client-side navigation (the prerender writes it for first load): title, description,
// canonical URL, the other languages' URLs, robots and the sharing card's title, description and URL.
import type { SitePage } from "./kitPages.js";
import type { Site } from "./SiteContext.js";
import { documentTitle, languageAlternates, pageUrl } from "./seo.js";

/** The <meta> or <link> with these attributes, created in <head> when the page has none. */
function headElement(doc: Document, tag: "meta" | "link", attributes: Record<string, string>) {
  const entries = Object.entries(attributes);
  const selector = entries.map(([name, value]) => `[${name}="${value}"]`).join("");
  const existing = doc.head.querySelector(`${tag}${selector}`);
  if (existing) return existing;
  const element = doc.createElement(tag);
  for (const [name, value] of entries) element.setAttribute(name, value);
  doc.head.appendChild(element);
  return element;
}

function setMeta(doc: Document, key: "name" | "property", name: string, content: string): void {
  headElement(doc, "meta", { [key]: name }).setAttribute("content", content);
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
  headElement(doc, "link", { rel: "canonical" }).setAttribute("href", url);
  for (const { hreflang, href } of languageAlternates(site, page.path)) {
    headElement(doc, "link", { rel: "alternate", hreflang }).setAttribute("href", href);
  }
  const robots = doc.head.querySelector('meta[name="robots"]');
  if (page.noindex) setMeta(doc, "name", "robots", "noindex");
  else robots?.remove();
}
