// The frame of every page: header, footer, floating cancel button, scroll-to-top, nav highlight and document meta.
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import styled from "styled-components";
import { FloatingCancel } from "../forms/FloatingCancel.js";
import { applyDocumentMeta } from "../site/documentMeta.js";
import { recordEvent } from "../site/events.js";
import { navHighlight, storedSectionForPath } from "../site/navigation.js";
import { useSite } from "../site/SiteContext.js";
import { clearSection, saveSection } from "../site/storage.js";
import { useStoredSection } from "../site/useStored.js";
import { IntegrationFacades } from "./IntegrationFacades.js";
import { SiteFooter } from "./SiteFooter.js";
import { SiteHeader } from "./SiteHeader.js";
import { useConsentNotice } from "./useConsentNotice.js";

/** Set on <html> once React has hydrated (or rendered) the page: tests wait for it. */
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
  const site = useSite();
  const { pathname } = useLocation();
  const storedSection = useStoredSection();
  const scrolledFor = useRef<string | null>(null);
  const consent = useConsentNotice();

  useLayoutEffect(() => {
    if (scrolledFor.current === pathname) return;
    const firstPage = scrolledFor.current === null;
    scrolledFor.current = pathname;
    // The entry script opened the first page at the top (and counted its view); by hydration any scroll is the visitor's.
    if (!firstPage) {
      scrollToTop();
      recordEvent({ name: "page-view" });
    }
  }, [pathname]);

  useEffect(() => {
    const ownSection = storedSectionForPath(site.pages, pathname);
    const storeSection = () => {
      if (ownSection) saveSection(ownSection);
    };
    storeSection();
    applyDocumentMeta(site, site.pages.forPath(pathname));
    // A page back from the back/forward cache mounts nothing: it stores its section again, as a page load does.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) storeSection();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [pathname, site]);

  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
  }, []);

  const handleNavigate = useCallback(() => {
    clearSection();
    scrollToTop();
  }, []);

  return (
    <Page>
      {/* First in the page's order: the first stop of the keyboard while it asks. */}
      {consent.notice}
      <SiteHeader
        highlight={navHighlight(site.pages, pathname, storedSection)}
        onNavigate={handleNavigate}
      />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter onPrivacyChoices={consent.openChoices} />
      <FloatingCancel />
      <IntegrationFacades />
    </Page>
  );
}
