import type { MouseEventHandler, ReactNode } from "react";

/** What a component hands to `renderLink` so the site can render its router's `Link`. */
export interface RenderLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  "aria-current"?: "page";
  /** "_blank" opens the page in a new tab, e.g. the terms from a half-filled form. */
  target?: "_blank";
  rel?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** A plain anchor, used when the site passes no `renderLink`. */
export const defaultRenderLink: RenderLink = ({ to, children, ...rest }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

/** A link for navigation: text and target chosen by the site. */
export interface NavLinkItem {
  label: string;
  to: string;
}
