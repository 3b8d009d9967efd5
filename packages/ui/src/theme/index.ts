// The whole theme: what values.ts exports (also the React-free `@membership/ui/theme` entry), and the rest.
export {
  type ColorPair,
  type ColorRole,
  type ContrastResult,
  colorPairs,
  contrastReport,
} from "./contrast.js";
export { GlobalStyles } from "./GlobalStyles.js";
export type { MembershipTheme } from "./styled.js";
export {
  MembershipThemeProvider,
  type MembershipThemeProviderProps,
  useMembershipTheme,
} from "./ThemeProvider.js";
export { mediaQueries } from "./theme.js";
export * as tokens from "./tokens.js";
export * from "./values.js";
