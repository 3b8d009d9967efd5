// Keeps <title> and the meta description in step with client-side navigation (the prerender writes them for first load).
import { documentTitle, type SitePage } from "../pages/sitePages.ts";

export function applyDocumentMeta(
  page: SitePage,
  brandName: string,
  doc: Document = document,
): void {
  doc.title = documentTitle(page, brandName);
  let description = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement("meta");
    description.name = "description";
    doc.head.appendChild(description);
  }
  description.content = page.description;
}
