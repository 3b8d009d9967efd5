// Original illustrated team portraits built from a few parameters in the palette's colours, 160×160 each.
import type { ArtPalette } from "./palette.js";
import { svgImage } from "./svg.js";

type HairStyle = "short" | "long" | "bun" | "curly" | "receding";
type Tone = 0 | 1 | 2 | 3 | 4;

/** How one portrait is drawn: palette positions and roles, so every brand's team wears its colours. */
interface PortraitLook {
  skin: Tone;
  hair: Tone;
  hairStyle: HairStyle;
  shirt: "ink" | "accent";
  backdrop: "tint" | "tintStrong";
  glasses?: boolean;
}

/** The six team members' looks, in the catalogue's team order. */
const teamLooks: readonly PortraitLook[] = [
  { skin: 0, hair: 0, hairStyle: "short", shirt: "ink", backdrop: "tint" },
  { skin: 1, hair: 1, hairStyle: "long", shirt: "accent", backdrop: "tintStrong", glasses: true },
  { skin: 2, hair: 1, hairStyle: "curly", shirt: "ink", backdrop: "tintStrong" },
  { skin: 3, hair: 2, hairStyle: "bun", shirt: "accent", backdrop: "tint" },
  { skin: 4, hair: 3, hairStyle: "receding", shirt: "ink", backdrop: "tintStrong", glasses: true },
  { skin: 0, hair: 4, hairStyle: "long", shirt: "accent", backdrop: "tint" },
];

// Hair drawn behind the head (long hair) or over it (the rest).
const hairBehind: Record<HairStyle, (colour: string) => string> = {
  short: () => "",
  long: (colour) => `<path d="M50 72c0-26 14-42 30-42s30 16 30 42v46H50z" fill="${colour}"/>`,
  bun: (colour) => `<circle cx="80" cy="32" r="13" fill="${colour}"/>`,
  curly: () => "",
  receding: () => "",
};

const hairOver: Record<HairStyle, (colour: string) => string> = {
  short: (colour) =>
    `<path d="M54 68c0-24 12-36 26-36s26 12 26 36c-4-10-14-17-26-17s-22 7-26 17z" fill="${colour}"/>`,
  long: (colour) =>
    `<path d="M54 68c0-24 12-36 26-36s26 12 26 36c-8-8-18-14-30-14-8 0-16 4-22 14z" fill="${colour}"/>`,
  bun: (colour) =>
    `<path d="M54 68c0-24 12-36 26-36s26 12 26 36c-4-10-14-16-26-16s-22 6-26 16z" fill="${colour}"/>`,
  curly: (colour) =>
    [
      [58, 56],
      [68, 44],
      [82, 40],
      [96, 45],
      [104, 57],
    ]
      .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="12" fill="${colour}"/>`)
      .join(""),
  receding: (colour) =>
    `<path d="M55 78c-1-8 0-14 4-18M105 78c1-8 0-14-4-18" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`,
};

/** A portrait titled `title`, drawn with `look` in the palette's colours. */
function portrait(title: string, look: PortraitLook, p: ArtPalette): string {
  const skin = p.skin[look.skin];
  const hair = p.hair[look.hair];
  const glasses = look.glasses
    ? `<g fill="none" stroke="${p.line}" stroke-width="2.5"><circle cx="70" cy="72" r="8"/><circle cx="90" cy="72" r="8"/><path d="M78 72h4"/></g>`
    : "";
  return svgImage({
    title,
    viewBox: "0 0 160 160",
    body: [
      `<defs><clipPath id="frame"><circle cx="80" cy="80" r="80"/></clipPath></defs>`,
      `<g clip-path="url(#frame)">`,
      `<rect width="160" height="160" fill="${p[look.backdrop]}"/>`,
      hairBehind[look.hairStyle](hair),
      `<path d="M22 160c0-34 26-52 58-52s58 18 58 52z" fill="${p[look.shirt]}"/>`,
      `<path d="M68 110l12 14 12-14z" fill="${p.paper}"/>`,
      `<rect x="70" y="90" width="20" height="22" rx="6" fill="${skin}"/>`,
      `<ellipse cx="80" cy="72" rx="26" ry="30" fill="${skin}"/>`,
      hairOver[look.hairStyle](hair),
      `<circle cx="70" cy="72" r="3" fill="${p.line}"/><circle cx="90" cy="72" r="3" fill="${p.line}"/>`,
      `<path d="M70 86q10 8 20 0" fill="none" stroke="${p.line}" stroke-width="2.5" stroke-linecap="round"/>`,
      glasses,
      `</g>`,
    ].join(""),
  });
}

/** The team's portraits, in the catalogue's order, each titled with its text alternative. */
export function teamPortraits(p: ArtPalette, titles: readonly string[]): string[] {
  return titles.map((title, index) =>
    portrait(title, teamLooks[index % teamLooks.length] as PortraitLook, p),
  );
}
