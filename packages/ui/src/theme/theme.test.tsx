import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "../components/Button/Button.js";
import { MembershipThemeProvider, MISSING_THEME_MESSAGE } from "./ThemeProvider.js";
import { createTheme, theme } from "./theme.js";

function channels(color: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex)
    return [
      Number.parseInt(hex[1] ?? "0", 16),
      Number.parseInt(hex[2] ?? "0", 16),
      Number.parseInt(hex[3] ?? "0", 16),
      1,
    ];
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
  throw new Error(`Unparsed colour ${color}`);
}

type Rgb = [number, number, number];

/** The colour seen when `top` (maybe translucent) lies over the opaque `bottom`. */
function over(top: string, bottom: Rgb): Rgb {
  const [r, g, b, a] = channels(top);
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a)];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio; a translucent background is judged over white. */
function contrast(foreground: string, background: string): number {
  const back = over(background, [255, 255, 255]);
  const fore = over(foreground, back);
  const [lighter, darker] = [luminance(fore), luminance(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

const { colors } = theme;

// WCAG 2.2 AA: 4.5:1 for text, 3:1 for the parts of controls and focus indicators.
const textPairs = [
  ["text.default on surface.page", colors.text.default, colors.surface.page],
  ["text.default on surface.subtle", colors.text.default, colors.surface.subtle],
  ["text.muted on surface.page", colors.text.muted, colors.surface.page],
  ["text.muted on surface.subtle", colors.text.muted, colors.surface.subtle],
  ["text.link on surface.page", colors.text.link, colors.surface.page],
  ["text.linkHover on surface.page", colors.text.linkHover, colors.surface.page],
  ["brand.primary on surface.subtle", colors.brand.primary, colors.surface.subtle],
  ["brand.onPrimary on brand.primary", colors.brand.onPrimary, colors.brand.primary],
  ["brand.onPrimary on brand.primaryHover", colors.brand.onPrimary, colors.brand.primaryHover],
  ["brand.onSecondary on brand.secondary", colors.brand.onSecondary, colors.brand.secondary],
  ["brand.secondary on surface.raised", colors.brand.secondary, colors.surface.raised],
  ["brand.onAccent on brand.accent", colors.brand.onAccent, colors.brand.accent],
  ["text.inverse on surface.inverse", colors.text.inverse, colors.surface.inverse],
  ["text.inverseMuted on surface.inverse", colors.text.inverseMuted, colors.surface.inverse],
  ["text.inverseLink on surface.inverse", colors.text.inverseLink, colors.surface.inverse],
  ["text.inverse on surface.scrim over white", colors.text.inverse, colors.surface.scrim],
  ["feedback.error on surface.page", colors.feedback.error, colors.surface.page],
  ["feedback.error on feedback.errorSurface", colors.feedback.error, colors.feedback.errorSurface],
  ["feedback.success on surface.page", colors.feedback.success, colors.surface.page],
  [
    "feedback.success on feedback.successSurface",
    colors.feedback.success,
    colors.feedback.successSurface,
  ],
] as const;

const uiPairs = [
  ["border.field on surface.raised", colors.border.field, colors.surface.raised],
  ["focus.ring on surface.page", colors.focus.ring, colors.surface.page],
  ["focus.ringInverse on surface.inverse", colors.focus.ringInverse, colors.surface.inverse],
  ["feedback.error border on surface.raised", colors.feedback.error, colors.surface.raised],
] as const;

describe("default theme colours", () => {
  it.each(textPairs)("%s reaches 4.5:1", (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)("%s reaches 3:1", (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});

describe("theme tokens", () => {
  it("has the spec's motion durations", () => {
    expect(theme.motion.drawer).toBe("200ms");
    expect(theme.motion.overlayFade).toBe("0.3s");
  });

  it("starts at 360 px phones and enhances up to wide desktops", () => {
    expect(theme.breakpoints.phone).toBe(360);
    expect(theme.media.tablet).toBe("@media (min-width: 768px)");
    expect(theme.media.wide).toBe(`@media (min-width: ${theme.breakpoints.wide}px)`);
    expect(theme.media.reducedMotion).toBe("@media (prefers-reduced-motion: reduce)");
  });
});

describe("createTheme", () => {
  it("overrides some tokens and keeps the others", () => {
    const sister = createTheme({ name: "sister", colors: { brand: { primary: "#5B2A86" } } });
    expect(sister.colors.brand.primary).toBe("#5B2A86");
    expect(sister.colors.brand.onPrimary).toBe(theme.colors.brand.onPrimary);
    expect(sister.spacing).toEqual(theme.spacing);
    expect(theme.colors.brand.primary).not.toBe("#5B2A86");
  });

  it("derives media queries from overridden breakpoints", () => {
    const sister = createTheme({ breakpoints: { tablet: 800 } });
    expect(sister.media.tablet).toBe("@media (min-width: 800px)");
  });

  it("re-brands the components that render under it", () => {
    const sister = createTheme({ colors: { brand: { primary: "#5B2A86" } } });
    render(
      <MembershipThemeProvider theme={sister}>
        <Button>Buy</Button>
      </MembershipThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole("button", { name: "Buy" })).backgroundColor).toBe(
      "rgb(91, 42, 134)",
    );
  });
});

describe("MembershipThemeProvider", () => {
  it("is required: a component without it fails with a clear message", () => {
    const consoleError = console.error;
    // React logs the thrown error; keep the test output readable.
    console.error = () => {};
    try {
      expect(() => render(<Button>Buy</Button>)).toThrow(MISSING_THEME_MESSAGE);
    } finally {
      console.error = consoleError;
    }
  });

  it("applies the global styles to the page", () => {
    render(<MembershipThemeProvider theme={theme}>text</MembershipThemeProvider>);
    expect(getComputedStyle(document.body).margin).toBe("0px");
    expect(getComputedStyle(document.body).color).toBe("rgb(27, 36, 48)");
  });
});
