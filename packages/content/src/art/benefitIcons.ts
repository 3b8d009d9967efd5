// Original line icons for the ten benefit cards: one tinted disc, one ink stroke, 64×64.
import type { ArtPalette } from "./palette.js";
import { svgImage } from "./svg.js";

/** The shapes of each benefit's icon, in the catalogue's benefit order; {ink} and {paper} are the palette's. */
const benefitShapes = [
  `<path d="M20 14v12a10 10 0 0 0 20 0V14"/><path d="M30 36v5a9 9 0 0 0 18 0v-5"/><circle cx="48" cy="32" r="4"/><path d="M17 14h6M37 14h6"/>`,
  `<rect x="14" y="22" width="36" height="26" rx="4"/><path d="M26 22v-5h12v5"/><path d="M32 29v12M26 35h12"/>`,
  `<path d="M14 16h36a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H30l-10 8v-8h-6a4 4 0 0 1-4-4V20a4 4 0 0 1 4-4z"/><path d="M32 37s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8 4.5 4.5 0 0 1 8 2.8c0 5.5-8 10-8 10z" fill="{ink}"/>`,
  `<circle cx="32" cy="32" r="18"/><path d="M39 25l-4 10-10 4 4-10z" fill="{ink}"/><path d="M32 11v4M32 49v4M11 32h4M49 32h4"/>`,
  `<path d="M30 14c6 9 12 16 12 23a12 12 0 0 1-24 0c0-7 6-14 12-23z"/><path d="M46 16v8M42 20h8M48 34v6M45 37h6"/>`,
  `<circle cx="32" cy="15" r="4"/><path d="M32 20v16"/><path d="M18 24l14 4 14-8"/><path d="M32 36l-9 14M32 36l11 12"/>`,
  `<circle cx="32" cy="32" r="18"/><ellipse cx="32" cy="32" rx="8" ry="18"/><path d="M15 26h34M15 38h34"/><circle cx="47" cy="47" r="8" fill="{paper}"/><path d="M47 43v4h3"/>`,
  `<g transform="rotate(-45 32 32)"><rect x="16" y="24" width="32" height="16" rx="8"/><path d="M32 24v16"/><path d="M24 24h8v16h-8a8 8 0 0 1 0-16z" fill="{ink}"/></g>`,
  `<circle cx="18" cy="40" r="5"/><path d="M10 52a8 8 0 0 1 16 0"/><circle cx="46" cy="22" r="5"/><path d="M38 34a8 8 0 0 1 16 0"/><path d="M24 33l14-9"/><path d="M32 23l6 1-2 6"/>`,
  `<rect x="12" y="14" width="40" height="28" rx="3"/><path d="M26 52h12M32 42v10"/><circle cx="32" cy="24" r="4"/><path d="M24 36a8 8 0 0 1 16 0"/>`,
] as const;

/** A check in a circle: the icon of a brand's own benefit that brings none. */
const defaultShape = `<circle cx="32" cy="32" r="17"/><path d="M24 32l6 6 11-12"/>`;

function benefitIcon(p: ArtPalette, shapes: string, title: string): string {
  const disc = `<circle cx="32" cy="32" r="30" fill="${p.tint}"/>`;
  const stroke = `fill="none" stroke="${p.ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;
  return svgImage({
    title,
    viewBox: "0 0 64 64",
    body: `${disc}<g ${stroke}>${shapes.replaceAll("{ink}", p.ink).replaceAll("{paper}", p.paper)}</g>`,
  });
}

/** The ten benefit icons as data URIs, each titled with its text alternative. */
export function benefitIcons(p: ArtPalette, titles: readonly string[]): string[] {
  return benefitShapes.map((shapes, index) => benefitIcon(p, shapes, titles[index] ?? ""));
}

/** The icon of a brand's own benefit without one: decorative, untitled. */
export function defaultBenefitIcon(p: ArtPalette): string {
  return benefitIcon(p, defaultShape, "");
}
