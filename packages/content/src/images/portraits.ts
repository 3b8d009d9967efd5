// Original illustrated team portraits built from a few parameters, 160×160 each.
import { svgImage } from "./svg.js";

type HairStyle = "short" | "long" | "bun" | "curly" | "receding";

interface PortraitLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  backdrop: string;
  glasses?: boolean;
}

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

function portrait(name: string, look: PortraitLook): string {
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="2.5"><circle cx="70" cy="72" r="8"/><circle cx="90" cy="72" r="8"/><path d="M78 72h4"/></g>`
    : "";
  return svgImage({
    title: `Illustrated portrait of ${name}`,
    viewBox: "0 0 160 160",
    body: [
      `<defs><clipPath id="frame"><circle cx="80" cy="80" r="80"/></clipPath></defs>`,
      `<g clip-path="url(#frame)">`,
      `<rect width="160" height="160" fill="${look.backdrop}"/>`,
      hairBehind[look.hairStyle](look.hair),
      `<path d="M22 160c0-34 26-52 58-52s58 18 58 52z" fill="${look.shirt}"/>`,
      `<path d="M68 110l12 14 12-14z" fill="#ffffff"/>`,
      `<rect x="70" y="90" width="20" height="22" rx="6" fill="${look.skin}"/>`,
      `<ellipse cx="80" cy="72" rx="26" ry="30" fill="${look.skin}"/>`,
      hairOver[look.hairStyle](look.hair),
      `<circle cx="70" cy="72" r="3" fill="#1f2937"/><circle cx="90" cy="72" r="3" fill="#1f2937"/>`,
      `<path d="M70 86q10 8 20 0" fill="none" stroke="#1f2937" stroke-width="2.5" stroke-linecap="round"/>`,
      glasses,
      `</g>`,
    ].join(""),
  });
}

export type { HairStyle, PortraitLook };
export { portrait };
