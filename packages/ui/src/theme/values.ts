// The theme as plain values, without React or styled-components: for build tools, Node scripts and static pages.
export { type BrandThemeOptions, createBrandTheme } from "./brandTheme.js";
export { contrastRatio } from "./color.js";
export { themeCss, themeCssVariables } from "./cssVariables.js";
export {
  type Breakpoints,
  createTheme,
  type DeepPartial,
  type MediaQueries,
  type MembershipTheme,
  theme,
} from "./theme.js";
