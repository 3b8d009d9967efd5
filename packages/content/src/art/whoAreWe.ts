// One drawing per module, so a page's chunk carries only the drawings it shows.
import type { ArtPalette } from "./palette.js";
import { svgImage } from "./svg.js";

/** A family of three in a video call with a doctor: the about page's picture. */
export function whoAreWeArt(p: ArtPalette, title: string): string {
  const [, skinMedium, skinDark, skinTan, skinPale] = p.skin;
  return svgImage({
    title,
    viewBox: "0 0 320 240",
    body: [
      `<rect width="320" height="240" rx="16" fill="${p.tintStrong}"/>`,
      `<circle cx="60" cy="56" r="30" fill="${p.tint}"/>`,
      // Laptop with a doctor.
      `<rect x="150" y="60" width="140" height="92" rx="8" fill="${p.ink}"/>`,
      `<rect x="158" y="68" width="124" height="76" rx="4" fill="${p.paper}"/>`,
      `<circle cx="220" cy="96" r="14" fill="${skinMedium}"/>`,
      `<path d="M196 144a24 24 0 0 1 48 0z" fill="${p.accent}"/>`,
      `<path d="M138 152h164l-10 14H148z" fill="${p.neutral}"/>`,
      // Family: two adults and a child.
      `<circle cx="56" cy="120" r="16" fill="${skinPale}"/><path d="M30 200v-26a26 26 0 0 1 52 0v26z" fill="${p.ink}"/>`,
      `<circle cx="110" cy="116" r="16" fill="${skinDark}"/><path d="M84 200v-30a26 26 0 0 1 52 0v30z" fill="${p.accent}"/>`,
      `<circle cx="84" cy="156" r="11" fill="${skinTan}"/><path d="M66 204v-14a18 18 0 0 1 36 0v14z" fill="${p.heart}"/>`,
      // Heart between family and doctor.
      `<path d="M142 46s-12-7-12-15a7 7 0 0 1 12-4 7 7 0 0 1 12 4c0 8-12 15-12 15z" fill="${p.heart}"/>`,
    ].join(""),
  });
}
