// The shared header: ui's Header fed by content and configuration, nav underline from the stored section.
import { callNowLabel, loginLabel, navItems } from "@membership/content";
import { Header, type SocialLink } from "@membership/ui";
import styled from "styled-components";
import type { NavHighlight } from "../navigation.ts";
import { siteContent } from "../siteContent.ts";
import { renderSiteLink } from "./SiteLink.tsx";

/** The nav item each highlight underlines. */
const HIGHLIGHTED_PATH = { home: "/", price: "/price" } as const satisfies Record<
  NavHighlight,
  string
>;

/** Content lists the Facebook profile first, then Instagram. */
const SOCIAL_ICONS = ["facebook", "instagram"] as const;

const socialLinks: readonly SocialLink[] = siteContent.header.socialLinks.map((link, index) => ({
  ...link,
  icon: SOCIAL_ICONS[index],
}));

const BrandName = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.brand.primary};
  text-align: start;
`;

export interface SiteHeaderProps {
  highlight: NavHighlight | null;
  /** A nav link was followed: the layout clears the stored section and scrolls to the top. */
  onNavigate: () => void;
}

export function SiteHeader({ highlight, onNavigate }: SiteHeaderProps) {
  const { header, brandName } = siteContent;
  return (
    <Header
      navItems={navItems}
      activePath={highlight ? HIGHLIGHTED_PATH[highlight] : undefined}
      loginHref={header.loginHref}
      loginLabel={loginLabel}
      callHref={header.callNowHref}
      callLabel={callNowLabel}
      socialLinks={socialLinks}
      logo={<BrandName>{brandName}</BrandName>}
      renderLink={renderSiteLink}
      onNavigate={onNavigate}
    />
  );
}
