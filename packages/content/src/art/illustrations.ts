// Original illustrations and decorative backgrounds in the palette's colours; flat shapes, no raster data.
import type { ArtPalette } from "./palette.js";
import { svgImage } from "./svg.js";

// Each drawing is its own function, so a page's chunk carries only the drawings it shows.

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
