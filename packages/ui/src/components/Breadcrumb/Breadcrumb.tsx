import { defaultRenderLink, type RenderLink } from "../../shared/links.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { BreadcrumbNav, Current, Separator, Trail } from "./Breadcrumb.styled.js";

export interface BreadcrumbProps {
  /** The current page, shown after "Home >>"; not a link. */
  pageName: string;
  /** Where "Home" leads. */
  homeHref?: string;
  /** The first crumb's text. */
  homeLabel?: string;
  /** Renders the Home link, e.g. with React Router's Link; defaults to <a href>. */
  renderLink?: RenderLink;
  /** Accessible name of the nav landmark. */
  label?: string;
}

/** Reads "Home >> {pageName}". */
export function Breadcrumb({
  pageName,
  homeHref = "/",
  homeLabel = "Home",
  renderLink = defaultRenderLink,
  label = "Breadcrumb",
}: BreadcrumbProps) {
  useMembershipTheme();
  return (
    <BreadcrumbNav aria-label={label}>
      <Trail>
        <li>
          {renderLink({ to: homeHref, children: homeLabel })}
          <Separator aria-hidden="true">{" >> "}</Separator>
        </li>
        <li>
          <Current aria-current="page">{pageName}</Current>
        </li>
      </Trail>
    </BreadcrumbNav>
  );
}
