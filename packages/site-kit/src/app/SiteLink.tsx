// The router link handed to ui components through `renderLink`.
import type { RenderLink, RenderLinkProps } from "@membership/ui";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { withoutPrefix } from "../site/locale.js";
import { useSite } from "../site/SiteContext.js";
import { useCrossesPaymentDocument } from "./paymentDocument.js";

/** A plain left click, the only kind the router takes over (new tab, download and the like stay native). */
function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Absolute paths are router links; relative ones ("security-policy") keep their href as written, as the spec asks of
 * the footer, and navigate in the app to where the browser would resolve them; full URLs (a brand's own links) leave.
 */
export function SiteLink({ to, onClick, ...rest }: RenderLinkProps) {
  const navigate = useNavigate();
  const { prefix } = useSite().languages;
  const crosses = useCrossesPaymentDocument();
  if (to.startsWith("/")) {
    // Into or out of the payment page, the browser loads the page itself.
    const reloadDocument = crosses(new URL(to, "http://site.invalid").pathname);
    return <Link to={to} onClick={onClick} reloadDocument={reloadDocument} {...rest} />;
  }
  if (/^https?:\/\//.test(to)) return <a href={to} onClick={onClick} {...rest} />;
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        const target = new URL(to, window.location.href);
        navigate(`${withoutPrefix(target.pathname, prefix)}${target.search}${target.hash}`);
      }}
      {...rest}
    />
  );
}

export const renderSiteLink: RenderLink = (props) => <SiteLink {...props} />;
