// What every route shows around its body: the hero card (the page's h1), the breadcrumb and the page banner.
import {
  bannerBackground,
  homeCrumbLabel,
  pageBanner,
  pageHero,
  pageName,
} from "@membership/content";
import { Breadcrumb, HeroCard, PageBanner } from "@membership/ui";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { siteConfig } from "../config.ts";
import { siteContent } from "../siteContent.ts";
import { renderSiteLink } from "./SiteLink.tsx";

/** Position 1: the text sits on the left, and the home page gets the banner variant content picks for 1. */
const BANNER_POSITION = 1;

/** The banner content chooses for the current path; its button, where it has one, dials the support phone. */
export function PathBanner() {
  const { pathname } = useLocation();
  const banner = pageBanner(pathname, siteConfig);
  return (
    <PageBanner
      title={banner.title}
      body={banner.body}
      buttonText={banner.buttonText}
      buttonHref={banner.buttonDialsSupport ? siteContent.contactDetails.phoneHref : undefined}
      backgroundImage={bannerBackground}
      position={BANNER_POSITION}
    />
  );
}

export interface PageFrameProps {
  children: ReactNode;
  /** The page places <PathBanner /> inside its body instead of under the breadcrumb. */
  bannerInBody?: boolean;
}

export function PageFrame({ children, bannerInBody = false }: PageFrameProps) {
  const { pathname } = useLocation();
  const hero = pageHero(pathname);
  return (
    <>
      <HeroCard title={hero.title} text={hero.text} />
      <Breadcrumb
        pageName={pageName(pathname)}
        homeLabel={homeCrumbLabel}
        renderLink={renderSiteLink}
      />
      {bannerInBody ? null : <PathBanner />}
      {children}
    </>
  );
}
