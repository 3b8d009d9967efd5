// The ui theme and its global styles around the whole app: the same tree on the server and in the browser.
import { MembershipThemeProvider, theme } from "@membership/ui";
import type { ReactNode } from "react";

export function SiteThemeProvider({ children }: { children: ReactNode }) {
  return <MembershipThemeProvider theme={theme}>{children}</MembershipThemeProvider>;
}
