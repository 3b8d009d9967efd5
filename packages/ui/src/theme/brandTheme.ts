// A whole theme from a brand's few colours: what a sister site's brand.json gives.
import { contrastRatio, darkenToContrast, shade, tint, withAlpha } from "./color.js";
import { createTheme, type MembershipTheme, theme } from "./theme.js";

export interface BrandThemeOptions {
  /** The theme's name, e.g. the brand's. */
  name: string;
  /** The brand's main colour, "#rrggbb": buttons, links, focus, the dark footer and the art follow it. */
  primary: string;
  /** Second colour (secondary buttons, art accents); a deep shade of the primary when omitted. */
  secondary?: string;
  /** Highlight colour (the trial banner's call to action); the default theme's when omitted. */
  accent?: string;
  /** A font family name put before the default system stack, e.g. a self-hosted "Nunito". */
  fontFamily?: string;
}

/** The text colour that reads best on `background`: the theme's white or its dark text. */
function onColor(background: string, base: MembershipTheme): string {
  const { inverse, default: dark } = base.colors.text;
  return contrastRatio(inverse, background) >= contrastRatio(dark, background) ? inverse : dark;
}

/** `color` as a button background: kept when white or dark text reaches 4.5:1 on it, else darkened until white does. */
function readableBackground(color: string, base: MembershipTheme): string {
  return contrastRatio(onColor(color, base), color) >= 4.5
    ? color
    : darkenToContrast(color, base.colors.text.inverse, 4.5);
}

/**
 * Derives every colour role from the brand's colours with WCAG AA contrast kept: links and focus rings reach
 * 4.5:1 on the page, button text picks white or dark by contrast (a primary neither reads on is darkened until
 * white does), the footer is a deep shade of the primary.
 */
export function createBrandTheme(
  options: BrandThemeOptions,
  base: MembershipTheme = theme,
): MembershipTheme {
  const page = base.colors.surface.page;
  const primary = readableBackground(options.primary, base);
  const link = darkenToContrast(primary, page, 4.5);
  const secondary = readableBackground(options.secondary ?? shade(primary, 0.35), base);
  const accent = readableBackground(options.accent ?? base.colors.brand.accent, base);
  const inverse = shade(primary, 0.72);
  const fontStack = (stack: string) =>
    options.fontFamily ? `"${options.fontFamily}", ${stack}` : stack;
  return createTheme(
    {
      name: options.name,
      colors: {
        brand: {
          primary,
          primaryHover: shade(primary, 0.2),
          onPrimary: onColor(primary, base),
          secondary,
          secondaryHover: shade(secondary, 0.2),
          onSecondary: onColor(secondary, base),
          accent,
          onAccent: onColor(accent, base),
        },
        text: { link, linkHover: shade(link, 0.2) },
        surface: { inverse, scrim: withAlpha(inverse, 0.85), subtle: tint(primary, 0.94) },
        focus: { ring: link },
        illustration: {
          ink: shade(primary, 0.15),
          accent: secondary,
          tint: tint(primary, 0.86),
          tintStrong: tint(secondary, 0.78),
        },
      },
      typography: {
        fontFamily: {
          body: fontStack(base.typography.fontFamily.body),
          heading: fontStack(base.typography.fontFamily.heading),
        },
      },
    },
    base,
  );
}
