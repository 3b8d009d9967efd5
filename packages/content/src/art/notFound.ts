// One drawing per module, so a page's chunk carries only the drawings it shows.
import type { ArtPalette } from "./palette.js";
import { svgImage } from "./svg.js";

/** A compass pointing the way back: the 404 page's picture. */
export function notFoundArt(p: ArtPalette, title: string): string {
  return svgImage({
    title,
    viewBox: "0 0 200 200",
    body: [
      `<circle cx="100" cy="100" r="90" fill="${p.tint}"/>`,
      `<circle cx="100" cy="100" r="60" fill="${p.paper}" stroke="${p.ink}" stroke-width="6"/>`,
      `<path d="M124 76l-14 34-34 14 14-34z" fill="${p.accent}"/>`,
      `<circle cx="100" cy="100" r="6" fill="${p.ink}"/>`,
    ].join(""),
  });
}
