// What every route shows around its body: the hero card (the page's h1), the breadcrumb and the page banner.
import { Breadcrumb, ButtonLink, HeroCard, PageBanner } from "@membership/ui";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { useSite } from "../site/SiteContext.js";
import { renderSiteLink } from "./SiteLink.js";

/** Position 1: the text sits on the left, and the home page gets the banner variant content picks for 1. */
const BANNER_POSITION = 1;

/** The texts of the page at the current path. */
export function usePageTexts() {
  const { content, pages } = useSite();
  const page = pages.forPath(useLocation().pathname);
  return { page, texts: content.page(page.id) };
}

/** The page's banner; its button, where it has one, dials the support phone. */
export function PathBanner() {
  const { content, art } = useSite();
  const { page, texts } = usePageTexts();
  const banner = page.id === "home" ? content.home.banner(BANNER_POSITION) : texts.banner;
  const buttonText = "buttonText" in banner ? banner.buttonText : "";
  return (
    <PageBanner
      title={banner.title}
      body={banner.body}
      buttonText={buttonText}
      buttonHref={buttonText ? content.contactDetails.phoneHref : undefined}
      backgroundImage={art.bannerBackground}
      position={BANNER_POSITION}
    />
  );
}

/** Where the plan cards start: the offer's call to action leads there. */
export const PLANS_ANCHOR = "plans";

const Offer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text.default};
`;

/** What every kit page takes: the brand's own blocks, shown after the kit's (a page override that wraps it). */
export interface KitPageProps {
  children?: ReactNode;
}

export interface PageFrameProps {
  children: ReactNode;
  /** The page places <PathBanner /> inside its body instead of under the breadcrumb. */
  bannerInBody?: boolean;
  /** The hero shows the trial offer and a call to action to the page's plans (at #plans). */
  offer?: boolean;
}

export function PageFrame({ children, bannerInBody = false, offer = false }: PageFrameProps) {
  const { content } = useSite();
  const { texts } = usePageTexts();
  return (
    <>
      <HeroCard title={texts.hero.title} text={texts.hero.text}>
        {offer ? (
          <>
            <Offer>{content.plans.offer}</Offer>
            <ButtonLink href={`#${PLANS_ANCHOR}`}>{content.plans.offerAction}</ButtonLink>
          </>
        ) : null}
      </HeroCard>
      <Breadcrumb
        pageName={texts.name}
        homeLabel={content.breadcrumb.home}
        renderLink={renderSiteLink}
      />
      {bannerInBody ? null : <PathBanner />}
      {children}
    </>
  );
}
