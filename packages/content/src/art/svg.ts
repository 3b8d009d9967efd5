// Builds small, self-describing SVG documents and encodes them as data URIs for <img src>.

/** Escapes the characters that would break XML text or attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

interface SvgDocument {
  /** Accessible name, written into the SVG's <title>. */
  title: string;
  viewBox: string;
  /** Inner markup: shapes only, no scripts. */
  body: string;
  /** Extra attributes on the root element, e.g. preserveAspectRatio for backgrounds. */
  attributes?: string;
}

/** Percent-encodes SVG markup as a `data:image/svg+xml,` URI (no base64: smaller and readable). */
export function svgDataUri(markup: string): string {
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

/** The document as a data URI: shapes in an <svg> root with role="img" and a <title>, so it reads well inlined too. */
export function svgImage({ title, viewBox, body, attributes = "" }: SvgDocument): string {
  const extra = attributes ? ` ${attributes}` : "";
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img"${extra}><title>${escapeXml(title)}</title>${body}</svg>`,
  );
}
