// A brand's whole theme from its colours: AA contrast kept for every pair the components draw.
import { describe, expect, it } from "vitest";
import { createBrandTheme } from "./brandTheme.js";
import { contrastRatio, darkenToContrast, parseHex, toHex } from "./color.js";
import { themeCss, themeCssVariables } from "./cssVariables.js";
import { theme } from "./theme.js";

describe("contrastRatio", () => {
  it.each([
    ["#FFFFFF", "#000000", 21],
    ["#000000", "#000000", 1],
    ["#767676", "#FFFFFF", 4.54],
  ])("%s on %s is %d:1", (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 1);
  });

  it("reads short and long hex alike and writes upper-case #rrggbb", () => {
    expect(parseHex("#0a5")).toEqual([0, 170, 85]);
    expect(toHex(parseHex("#0a5aa8"))).toBe("#0A5AA8");
    expect(() => parseHex("purple")).toThrow(RangeError);
  });

  it("darkens a light colour until it reads on white", () => {
    const darkened = darkenToContrast("#FFD466", "#FFFFFF", 4.5);
    expect(contrastRatio(darkened, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each(["#6B1FA2", "#0A5AA8", "#F5B700", "#2E7D32", "#E91E63", "#00BCD4"])(
  "createBrandTheme with primary %s",
  (primary) => {
    const brand = createBrandTheme({ name: "brand", primary });
    const { brand: roles, text, surface, focus } = brand.colors;

    it("keeps the primary where text reads on it, and derives the rest", () => {
      if (Math.max(contrastRatio("#FFFFFF", primary), contrastRatio("#1B2430", primary)) >= 4.5) {
        expect(roles.primary).toBe(primary);
      }
      expect(brand.name).toBe("brand");
      expect(brand.spacing).toEqual(theme.spacing);
    });

    it.each([
      ["button text on primary", (): [string, string] => [roles.onPrimary, roles.primary]],
      ["button text on secondary", (): [string, string] => [roles.onSecondary, roles.secondary]],
      ["links on the page", (): [string, string] => [text.link, surface.page]],
      ["focus ring on the page", (): [string, string] => [focus.ring, surface.page]],
      ["footer text", (): [string, string] => [text.inverse, surface.inverse]],
    ] as const)("reaches 4.5:1 for %s", (_pair, colours) => {
      const [foreground, background] = colours();
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    });

    it("draws the art in the brand's colours", () => {
      expect(brand.colors.illustration.ink).not.toBe(theme.colors.illustration.ink);
      expect(brand.colors.illustration.accent).toBe(roles.secondary);
    });
  },
);

describe("a brand font", () => {
  it("comes first in the stacks, before the system fonts", () => {
    const brand = createBrandTheme({ name: "b", primary: "#6B1FA2", fontFamily: "Nunito" });
    expect(brand.typography.fontFamily.body).toBe(`"Nunito", ${theme.typography.fontFamily.body}`);
  });
});

describe("the theme as CSS custom properties", () => {
  it("names every colour role and scale token", () => {
    const variables = new Map(themeCssVariables(theme));
    expect(variables.get("--mt-colors-brand-primary")).toBe(theme.colors.brand.primary);
    expect(variables.get("--mt-spacing-md")).toBe(theme.spacing.md);
    expect(variables.get("--mt-typography-font-size-display")).toBe(
      theme.typography.fontSize.display,
    );
    expect(variables.get("--mt-colors-illustration-skin-0")).toBe(
      theme.colors.illustration.skin[0],
    );
  });

  it("follows the brand", () => {
    const brand = createBrandTheme({ name: "b", primary: "#6B1FA2" });
    expect(themeCss(brand)).toContain("--mt-colors-brand-primary: #6B1FA2;");
    expect(themeCss(theme)).toMatch(/^:root \{\n {2}--mt-/);
  });
});
