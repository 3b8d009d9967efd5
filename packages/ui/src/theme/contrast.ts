// WCAG 2.2 contrast of the colour pairs the components draw, computed from any theme.
import { contrastRatio } from "./color.js";
import type { MembershipTheme } from "./theme.js";

type Colors = MembershipTheme["colors"];

/** A colour role of a theme, e.g. `"text.default"`. */
export type ColorRole = {
  [Group in keyof Colors & string]: `${Group}.${keyof Colors[Group] & string}`;
}[keyof Colors & string];

/** Text needs 4.5:1; the parts of controls and focus indicators need 3:1 (WCAG 2.2 AA, 1.4.3 and 1.4.11). */
const minimumContrast = { text: 4.5, control: 3 } as const;

/** A foreground role the components draw on a background role. */
export interface ColorPair {
  foreground: ColorRole;
  background: ColorRole;
  kind: keyof typeof minimumContrast;
}

const pairOf =
  (kind: ColorPair["kind"]) =>
  (foreground: ColorRole, background: ColorRole): ColorPair => ({ foreground, background, kind });
const text = pairOf("text");
const control = pairOf("control");

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
function colorOf(theme: MembershipTheme, role: ColorRole): string {
  const [group, name] = role.split(".") as [keyof Colors, string];
  const value = (theme.colors[group] as Record<string, string>)[name];
  if (value === undefined) throw new Error(`The theme has no colour ${role}`);
  return value;
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
