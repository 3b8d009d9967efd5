// The whole app around the router, the same tree on the server and in the browser: site, theme, brand fonts and the
// ui components' labels in the pages' language.
import { MembershipThemeProvider, UiTextsProvider } from "@membership/ui";
import { type ReactNode, StrictMode } from "react";
import { createGlobalStyle } from "styled-components";
import { type FontFace, type Site, SiteProvider } from "../site/SiteContext.js";

/** The site's self-hosted fonts; swapped in once loaded, so text shows at once. */
const FontFaces = createGlobalStyle<{ $fonts: readonly FontFace[] }>`
  ${({ $fonts }) =>
    $fonts
      .map(
        (font) =>
          `@font-face { font-family: "${font.family}"; src: url("${font.url}"); font-weight: ${font.weight ?? "400"}; font-style: ${font.style ?? "normal"}; font-display: swap; }`,
      )
      .join("\n")}
`;

export function SiteApp({ site, children }: { site: Site; children: ReactNode }) {
  return (
    <StrictMode>
      <SiteProvider site={site}>
        <MembershipThemeProvider theme={site.theme}>
          {site.fonts.length > 0 ? <FontFaces $fonts={site.fonts} /> : null}
          <UiTextsProvider texts={site.uiTexts}>{children}</UiTextsProvider>
        </MembershipThemeProvider>
      </SiteProvider>
    </StrictMode>
  );
}
