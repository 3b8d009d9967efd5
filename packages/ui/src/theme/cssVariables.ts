// The theme as CSS custom properties, so the prerendered HTML and a brand's static pages share its tokens.
import type { MembershipTheme } from "./theme.js";

const GROUPS = ["colors", "spacing", "typography", "radii", "shadows", "layout"] as const;

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function flatten(prefix: string, value: unknown, into: [string, string][]): void {
  if (typeof value === "string" || typeof value === "number") {
    into.push([prefix, String(value)]);
    return;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value))
      flatten(`${prefix}-${kebab(key)}`, child, into);
  }
}

/** Every token as [name, value]: "--mt-colors-brand-primary", "#0A5AA8"; arrays by index. */
export function themeCssVariables(theme: MembershipTheme): [string, string][] {
  const variables: [string, string][] = [];
  for (const group of GROUPS) flatten(`--mt-${kebab(group)}`, theme[group], variables);
  return variables;
}

/** A `:root { … }` rule declaring every token. */
export function themeCss(theme: MembershipTheme): string {
  const lines = themeCssVariables(theme).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${lines.join("\n")}\n}\n`;
}
