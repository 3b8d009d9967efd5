export { type BrandThemeOptions, createBrandTheme } from "./brandTheme.js";
export { contrastRatio } from "./color.js";
export {
  type ColorPair,
  type ColorRole,
  type ContrastResult,
  colorPairs,
  contrastReport,
} from "./contrast.js";
export { themeCss, themeCssVariables } from "./cssVariables.js";
export { GlobalStyles } from "./GlobalStyles.js";
export type { MembershipTheme } from "./styled.js";
export {
  MembershipThemeProvider,
  type MembershipThemeProviderProps,
  useMembershipTheme,
} from "./ThemeProvider.js";
export {
  type Breakpoints,
  createTheme,
  type DeepPartial,
  type MediaQueries,
  mediaQueries,
  theme,
} from "./theme.js";
export * as tokens from "./tokens.js";
