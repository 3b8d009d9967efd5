import type { MembershipTheme } from "./theme.js";

// Typed `theme` in every styled component of the package and of its consumers.
declare module "styled-components" {
  export interface DefaultTheme extends MembershipTheme {}
}

export type { MembershipTheme };
