import {
  breakpoints,
  colors,
  layout,
  motion,
  radii,
  shadows,
  spacing,
  typography,
  zIndex,
} from "./tokens.js";

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : { [K in keyof T]: Widen<T[K]> };

export type Breakpoints = Widen<typeof breakpoints>;

/** The shape every theme has; a sister site passes another value of this type. */
export interface MembershipTheme {
  name: string;
  colors: Widen<typeof colors>;
  spacing: Widen<typeof spacing>;
  typography: Widen<typeof typography>;
  radii: Widen<typeof radii>;
  shadows: Widen<typeof shadows>;
  breakpoints: Breakpoints;
  media: MediaQueries;
  motion: Widen<typeof motion>;
  zIndex: Widen<typeof zIndex>;
  layout: Widen<typeof layout>;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** Media queries derived from the breakpoints: mobile first, each one enhances a wider screen. */
export function mediaQueries(points: Breakpoints) {
  return {
    tablet: `@media (min-width: ${points.tablet}px)`,
    laptop: `@media (min-width: ${points.laptop}px)`,
    desktop: `@media (min-width: ${points.desktop}px)`,
    wide: `@media (min-width: ${points.wide}px)`,
    reducedMotion: "@media (prefers-reduced-motion: reduce)",
  };
}

export type MediaQueries = ReturnType<typeof mediaQueries>;

export const theme: MembershipTheme = {
  name: "default",
  colors,
  spacing,
  typography,
  radii,
  shadows,
  breakpoints,
  media: mediaQueries(breakpoints),
  motion,
  zIndex,
  layout,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged as T;
}

/**
 * Builds a theme for another brand from the default one; media queries follow overridden breakpoints
 * unless `media` is overridden too.
 */
export function createTheme(
  overrides: DeepPartial<MembershipTheme>,
  base: MembershipTheme = theme,
) {
  const merged = deepMerge(base, overrides);
  const media = deepMerge(mediaQueries(merged.breakpoints), overrides.media);
  return { ...merged, media } satisfies MembershipTheme;
}
