// WCAG 2.2 contrast of the colour pairs the components draw, computed from any theme.
import type { MembershipTheme } from "./theme.js";

type Colors = MembershipTheme["colors"];

/** A colour role of a theme, e.g. `"text.default"`. */
export type ColorRole = {
  [Group in keyof Colors & string]: `${Group}.${keyof Colors[Group] & string}`;
}[keyof Colors & string];

/** Text needs 4.5:1; the parts of controls and focus indicators need 3:1 (WCAG 2.2 AA, 1.4.3 and 1.4.11). */
export const minimumContrast = { text: 4.5, control: 3 } as const;

/** A foreground role the components draw on a background role. */
export interface ColorPair {
  foreground: ColorRole;
  background: ColorRole;
  kind: keyof typeof minimumContrast;
}

const text = (foreground: ColorRole, background: ColorRole): ColorPair => ({
  foreground,
  background,
  kind: "text",
});
const control = (foreground: ColorRole, background: ColorRole): ColorPair => ({
  foreground,
  background,
  kind: "control",
});

/** Every foreground/background pair the components use; a translucent background is judged over white. */
export const colorPairs: readonly ColorPair[] = [
  text("text.default", "surface.page"),
  text("text.default", "surface.subtle"),
  text("text.muted", "surface.page"),
  text("text.muted", "surface.subtle"),
  text("text.link", "surface.page"),
  text("text.linkHover", "surface.page"),
  text("brand.primary", "surface.subtle"),
  text("brand.onPrimary", "brand.primary"),
  text("brand.onPrimary", "brand.primaryHover"),
  text("brand.onSecondary", "brand.secondary"),
  text("brand.secondary", "surface.raised"),
  text("brand.onAccent", "brand.accent"),
  text("text.inverse", "surface.inverse"),
  text("text.inverseMuted", "surface.inverse"),
  text("text.inverseLink", "surface.inverse"),
  text("text.inverse", "surface.scrim"),
  text("feedback.error", "surface.page"),
  text("feedback.error", "feedback.errorSurface"),
  text("feedback.success", "surface.page"),
  text("feedback.success", "feedback.successSurface"),
  control("border.field", "surface.raised"),
  control("focus.ring", "surface.page"),
  control("focus.ringInverse", "surface.inverse"),
  control("feedback.error", "surface.raised"),
];

/** The value of a role in a theme. */
export function colorOf(theme: MembershipTheme, role: ColorRole): string {
  const [group, name] = role.split(".") as [keyof Colors, string];
  const value = (theme.colors[group] as Record<string, string>)[name];
  if (value === undefined) throw new Error(`The theme has no colour ${role}`);
  return value;
}

type Rgb = [red: number, green: number, blue: number];

function channels(color: string): [...Rgb, alpha: number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) {
    const [red, green, blue] = hex.slice(1).map((pair) => Number.parseInt(pair, 16)) as Rgb;
    return [red, green, blue, 1];
  }
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4] ?? 1)];
  throw new Error(`Not a #rrggbb or rgb(a) colour: ${color}`);
}

/** The colour seen when `top` (maybe translucent) lies over the opaque `bottom`. */
function over(top: string, bottom: Rgb): Rgb {
  const [red, green, blue, alpha] = channels(top);
  return [
    red * alpha + bottom[0] * (1 - alpha),
    green * alpha + bottom[1] * (1 - alpha),
    blue * alpha + bottom[2] * (1 - alpha),
  ];
}

function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

const white: Rgb = [255, 255, 255];

/** The WCAG contrast ratio (1 to 21) of two colours; a translucent background is judged over white. */
export function contrastRatio(foreground: string, background: string): number {
  const back = over(background, white);
  const fore = over(foreground, back);
  const [lighter, darker] = [luminance(fore), luminance(back)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ContrastResult extends ColorPair {
  foregroundColor: string;
  backgroundColor: string;
  ratio: number;
  minimum: number;
  passes: boolean;
}

/** The contrast of every pair in `colorPairs` under a theme, e.g. to check a sister brand's theme. */
export function contrastReport(theme: MembershipTheme): ContrastResult[] {
  return colorPairs.map((pair) => {
    const foregroundColor = colorOf(theme, pair.foreground);
    const backgroundColor = colorOf(theme, pair.background);
    const ratio = contrastRatio(foregroundColor, backgroundColor);
    const minimum = minimumContrast[pair.kind];
    return { ...pair, foregroundColor, backgroundColor, ratio, minimum, passes: ratio >= minimum };
  });
}
