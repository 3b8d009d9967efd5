import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "../components/Button/Button.js";
import { contrastRatio } from "./color.js";
import { contrastReport } from "./contrast.js";
import { MembershipThemeProvider, MISSING_THEME_MESSAGE } from "./ThemeProvider.js";
import { createTheme, theme } from "./theme.js";

describe("default theme colours", () => {
  // WCAG 2.2 AA: 4.5:1 for text, 3:1 for the parts of controls and focus indicators.
  it.each(contrastReport(theme))(
    "$foreground on $background ($kind) reaches $minimum:1",
    ({ ratio, minimum }) => {
      expect(ratio).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe("contrastRatio", () => {
  it.each([
    ["#000000", "#FFFFFF", 21],
    ["#FFFFFF", "#FFFFFF", 1],
    // WCAG's own example of a grey that just misses 4.5:1 on white.
    ["#777777", "#FFFFFF", 4.48],
    ["rgb(0, 0, 0)", "#FFFFFF", 21],
    // Half-transparent black over white is a mid grey.
    ["#FFFFFF", "rgba(0, 0, 0, 0.5)", 3.98],
  ])("%s on %s is %d:1", (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2);
  });

  it("refuses a colour it cannot read", () => {
    expect(() => contrastRatio("blue", "#FFFFFF")).toThrow("Not a #rrggbb or rgb(a) colour: blue");
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
