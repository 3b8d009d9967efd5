// The frame of every page: header, footer, floating cancel button, scroll-to-top, nav highlight, document meta and the chat widget.
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import styled from "styled-components";
import { scheduleChatWidget } from "../chat.ts";
import { chatScriptUrl, siteConfig } from "../config.ts";
import { FloatingCancel } from "../forms/FloatingCancel.tsx";
import { navHighlight, storedSectionForPath } from "../navigation.ts";
import { sitePageForPath } from "../pages/sitePages.ts";
import { clearSection, saveSection } from "../storage.ts";
import { useStoredSection } from "../useStored.ts";
import { applyDocumentMeta } from "./documentMeta.ts";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";

/** Set on <html> once React has hydrated (or rendered) the page: tests and the chat loader wait for it. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

// The bottom padding, in the footer's colour, keeps the floating button off the footer's last lines.
const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  padding-bottom: 5rem;
  background: ${({ theme }) => theme.colors.surface.inverse};
`;

// Full width: heroes and banners span the page, PageSection centres the rest.
const Main = styled.main`
  flex: 1;
  width: 100%;
  background: ${({ theme }) => theme.colors.surface.page};
`;

function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
}

export function Layout() {
  const { pathname } = useLocation();
  const storedSection = useStoredSection();
  const scrolledFor = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    scrollToTop();
  }, [pathname]);

  useEffect(() => {
    const ownSection = storedSectionForPath(pathname);
    if (ownSection) saveSection(ownSection);
    applyDocumentMeta(sitePageForPath(pathname), siteConfig);
  }, [pathname]);

  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
    return scheduleChatWidget(chatScriptUrl, window);
  }, []);

  const handleNavigate = useCallback(() => {
    clearSection();
    scrollToTop();
  }, []);

  return (
    <Page>
      <SiteHeader highlight={navHighlight(pathname, storedSection)} onNavigate={handleNavigate} />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter />
      <FloatingCancel />
    </Page>
  );
}
