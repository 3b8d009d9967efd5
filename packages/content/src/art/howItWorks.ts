// One drawing per module, so a page's chunk carries only the drawings it shows.
import type { ArtPalette } from "./palette.js";
import { svgImage } from "./svg.js";

/** A phone with a video visit beside a four-step checklist: the home page's how-it-works picture. */
export function howItWorksArt(p: ArtPalette, title: string): string {
  return svgImage({
    title,
    viewBox: "0 0 320 240",
    body: [
      `<rect width="320" height="240" rx="16" fill="${p.tint}"/>`,
      `<circle cx="282" cy="206" r="26" fill="${p.tintStrong}"/>`,
      // Phone with a doctor on screen.
      `<rect x="40" y="30" width="104" height="184" rx="14" fill="${p.ink}"/>`,
      `<rect x="48" y="44" width="88" height="150" rx="6" fill="${p.paper}"/>`,
      `<circle cx="92" cy="94" r="20" fill="${p.skin[0]}"/>`,
      `<path d="M71 94c-2-18 8-28 21-28s23 10 21 28c-4-9-12-14-21-14s-17 5-21 14z" fill="${p.hair[0]}"/>`,
      `<path d="M60 160a32 32 0 0 1 64 0v14H60z" fill="${p.accent}"/>`,
      `<path d="M84 128l8 14 8-14" fill="${p.paper}"/>`,
      `<circle cx="92" cy="206" r="4" fill="${p.paper}"/>`,
      `<rect x="104" y="50" width="26" height="14" rx="3" fill="${p.tint}"/>`,
      `<circle cx="112" cy="57" r="3" fill="${p.heart}"/>`,
      // Four numbered steps.
      ...[0, 1, 2, 3].map((step) => {
        const y = 62 + step * 38;
        return `<circle cx="180" cy="${y}" r="12" fill="${p.accent}"/><text x="180" y="${y + 5}" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="${p.paper}">${step + 1}</text><rect x="200" y="${y - 5}" width="${90 - step * 8}" height="10" rx="5" fill="${p.paper}"/>`;
      }),
    ].join(""),
  });
}
