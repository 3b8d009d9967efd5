// The shared header: ui's Header fed by the site's texts and pages, nav underline from the stored section.
import { LOCALE_NAMES, svgDataUri } from "@membership/content";
import { Header, type LanguageLink, type SocialLink } from "@membership/ui";
import { useLocation } from "react-router";
import styled from "styled-components";
import { type SiteLanguages, versionPath } from "../site/locale.js";
import type { NavHighlight } from "../site/navigation.js";
import { useSite } from "../site/SiteContext.js";
import { renderSiteLink } from "./SiteLink.js";

/** Content lists the Facebook profile first, then Instagram. */
const SOCIAL_ICONS = ["facebook", "instagram"] as const;

const BrandName = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.brand.primary};
  text-align: start;
`;

/** This page in each other language, named in it: a plain link, as each language is an app of its own. */
function languageLinks(languages: SiteLanguages, path: string): LanguageLink[] {
  return languages.versions
    .filter((version) => version.locale !== languages.locale)
    .map((version) => ({
      label: LOCALE_NAMES[version.locale],
      href: `${version.origin ?? ""}${versionPath(version, path)}`,
      lang: version.locale,
    }));
}

export interface SiteHeaderProps {
  highlight: NavHighlight | null;
  /** A nav link was followed: the layout clears the stored section and scrolls to the top. */
  onNavigate: () => void;
}

export function SiteHeader({ highlight, onNavigate }: SiteHeaderProps) {
  const { content, pages, logo, languages } = useSite();
  const { pathname, search } = useLocation();
  const { nav, name } = content;
  const socialLinks: SocialLink[] = nav.socialLinks.map((link, index) => ({
    ...link,
    icon: SOCIAL_ICONS[index] ?? "facebook",
  }));
  return (
    <Header
      navItems={[
        ...nav.items
          .filter((item) => pages.has(item.page))
          .map((item) => ({ label: item.label, to: pages.pathOf(item.page) })),
        ...nav.extraLinks.map((link) => ({ label: link.label, to: link.href })),
      ]}
      activePath={highlight && pages.has(highlight) ? pages.pathOf(highlight) : undefined}
      loginHref={nav.login?.href}
      loginLabel={nav.login?.label}
      callHref={nav.callNow.href}
      callLabel={nav.callNow.label}
      socialLinks={socialLinks}
      logo={logo ? { src: svgDataUri(logo), alt: name } : <BrandName>{name}</BrandName>}
      navLabel={nav.label}
      languageLinks={languageLinks(
        languages,
        // The 404 page is one file for every unknown path: its switch leads to the other language's home.
        pages.forPath(pathname).id === pages.notFound.id ? "/" : `${pathname}${search}`,
      )}
      renderLink={renderSiteLink}
      onNavigate={onNavigate}
    />
  );
}
