// Stand-in for @membership/ui's Footer: contact values from configuration and the policy links.
import type { SiteConfig } from "@membership/content";
import { Link } from "react-router";
import styled from "styled-components";

export interface PlaceholderFooterProps {
  siteConfig: SiteConfig;
}

// The spec's footer links security-policy and delivery-policy without a leading slash.
const POLICY_LINKS = [
  { label: "Privacy policy", to: "/privacy-policy" },
  { label: "Refund policy", to: "/refund-policy" },
  { label: "Terms of service", to: "/terms-of-service" },
  { label: "Security policy", to: "security-policy" },
  { label: "Delivery policy", to: "delivery-policy" },
] as const;

const Bar = styled.footer`
  padding: 1.5rem 1rem;
  border-top: 1px solid #d8dee4;
  font-size: 0.9rem;
`;

const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
`;

export function PlaceholderFooter({ siteConfig }: PlaceholderFooterProps) {
  const { address } = siteConfig;
  return (
    <Bar>
      <nav aria-label="Policies">
        <LinkList>
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </LinkList>
      </nav>
      <p>
        <a href={`tel:${siteConfig.supportPhone}`}>{siteConfig.supportPhone}</a> ·{" "}
        <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
      </p>
      <p>
        {address.street}, {address.city}, {address.state} {address.zip}
      </p>
      <p>© 2025 {siteConfig.brandName}</p>
    </Bar>
  );
}
