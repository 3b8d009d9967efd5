import { type ReactNode, useContext } from "react";
import { ThemeContext, ThemeProvider } from "styled-components";
import { GlobalStyles } from "./GlobalStyles.js";
import type { MembershipTheme } from "./theme.js";

export interface MembershipThemeProviderProps {
  /** The brand's theme: `theme` from this package, or one made with `createTheme`. */
  theme: MembershipTheme;
  children?: ReactNode;
  /** Leave out the global styles when the host page already sets them. */
  withGlobalStyles?: boolean;
}

/** Required around every component of the package: it provides the theme and the global styles. */
export function MembershipThemeProvider({
  theme,
  children,
  withGlobalStyles = true,
}: MembershipThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </ThemeProvider>
  );
}

export const MISSING_THEME_MESSAGE =
  "@membership/ui: no theme found. Wrap the app in <MembershipThemeProvider theme={theme}>.";

/** The current theme; throws a clear error instead of falling back to a default theme. */
export function useMembershipTheme(): MembershipTheme {
  const current = useContext(ThemeContext) as Partial<MembershipTheme> | undefined;
  if (!current?.colors) throw new Error(MISSING_THEME_MESSAGE);
  return current as MembershipTheme;
}
