// One drawing per module, so a page's chunk carries only the drawings it shows.
import type { ArtPalette } from "./palette.js";
import { svgImage } from "./svg.js";

/** The page banners' background: a deep gradient with faint medical crosses. */
export function bannerBackgroundArt(p: ArtPalette, title: string): string {
  return svgImage({
    title,
    viewBox: "0 0 1200 320",
    attributes: `preserveAspectRatio="xMidYMid slice"`,
    body: [
      `<defs><linearGradient id="banner-ink" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.ink}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient></defs>`,
      `<rect width="1200" height="320" fill="url(#banner-ink)"/>`,
      ...[
        [120, 70],
        [340, 240],
        [620, 60],
        [880, 220],
        [1080, 90],
      ].map(
        ([x = 0, y = 0]) =>
          `<path d="M${x} ${y - 24}v48M${x - 24} ${y}h48" stroke="${p.paper}" stroke-width="12" stroke-linecap="round" opacity="0.12"/>`,
      ),
      `<circle cx="1100" cy="300" r="160" fill="${p.paper}" opacity="0.06"/>`,
    ].join(""),
  });
}
