// A palette of colours no illustration uses on its own, so a drawing can be checked for drawing only with these.
import type { ArtPalette } from "../art/palette.js";

export const testPalette: ArtPalette = {
  ink: "#101010",
  accent: "#202020",
  tint: "#303030",
  tintStrong: "#404040",
  paper: "#505050",
  neutral: "#606060",
  line: "#707070",
  heart: "#808080",
  skin: ["#a1a1a1", "#a2a2a2", "#a3a3a3", "#a4a4a4", "#a5a5a5"],
  hair: ["#b1b1b1", "#b2b2b2", "#b3b3b3", "#b4b4b4", "#b5b5b5"],
  cardNetworks: { visa: "#c1c1c1", mastercard: "#c2c2c2", amex: "#c3c3c3", unionpay: "#c4c4c4" },
};

/** Every colour of the palette, lower-case. */
export const paletteColours: ReadonlySet<string> = new Set(
  Object.values(testPalette)
    .flatMap((value): string[] => (typeof value === "string" ? [value] : Object.values(value)))
    .map((colour) => colour.toLowerCase()),
);
