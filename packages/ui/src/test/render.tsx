import { type RenderOptions, type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MembershipThemeProvider, theme } from "../theme/index.js";

function DefaultThemeWrapper({ children }: { children: ReactNode }) {
  return <MembershipThemeProvider theme={theme}>{children}</MembershipThemeProvider>;
}

/** Renders inside the required theme provider with the default theme, as every consumer must. */
export function renderWithTheme(
  ui: ReactElement,
  options: Omit<RenderOptions, "wrapper"> = {},
): RenderResult {
  return render(ui, { wrapper: DefaultThemeWrapper, ...options });
}
