// Stand-in for @membership/ui's Header: the nav items of the spec, with the highlight and nav-click behaviour wired.
import type { SiteConfig } from "@membership/content";
import { Link } from "react-router";
import styled from "styled-components";
import type { NavHighlight } from "../navigation.ts";

export interface PlaceholderHeaderProps {
  siteConfig: SiteConfig;
  highlight: NavHighlight | null;
  /** A nav link was clicked: the layout clears the stored section and scrolls to the top. */
  onNavigate: () => void;
}

const NAV_LINKS = [
  { label: "HOME", to: "/", highlight: "home" },
  { label: "ABOUT US", to: "/about-us", highlight: null },
  { label: "PRICE", to: "/price", highlight: "price" },
  { label: "CONTACT", to: "/contact", highlight: null },
  { label: "CANCEL", to: "/cancel-service", highlight: null },
] as const satisfies readonly { label: string; to: string; highlight: NavHighlight | null }[];

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid #d8dee4;
`;

const Brand = styled(Link)`
  font-weight: 700;
  text-decoration: none;
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NavItemLink = styled(Link)`
  text-decoration: none;
  font-weight: 600;
  &[data-highlighted="true"] {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;

export function PlaceholderHeader({ siteConfig, highlight, onNavigate }: PlaceholderHeaderProps) {
  return (
    <Bar>
      <Brand to="/" onClick={onNavigate}>
        {siteConfig.brandName}
      </Brand>
      <nav aria-label="Main">
        <NavList>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavItemLink
                to={link.to}
                onClick={onNavigate}
                data-highlighted={link.highlight !== null && link.highlight === highlight}
              >
                {link.label}
              </NavItemLink>
            </li>
          ))}
          <li>
            <a href={siteConfig.memberPortalUrl} target="_blank" rel="noopener noreferrer">
              LOGIN
            </a>
          </li>
          <li>
            <a href={`tel:${siteConfig.supportPhone}`}>CALL NOW</a>
          </li>
        </NavList>
      </nav>
    </Bar>
  );
}
