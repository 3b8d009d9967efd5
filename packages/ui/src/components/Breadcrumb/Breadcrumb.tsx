import { defaultRenderLink, type RenderLink } from "../../shared/links.js";
import { useUiTexts } from "../../texts/UiTextsProvider.js";
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
export function Breadcrumb(props: BreadcrumbProps) {
  useMembershipTheme();
  const texts = useUiTexts().breadcrumb;
  const {
    pageName,
    homeHref = "/",
    homeLabel = texts.homeLabel,
    renderLink = defaultRenderLink,
    label = texts.label,
  } = props;
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
