import { isValidElement, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { defaultRenderLink, type NavLinkItem, type RenderLink } from "../../shared/links.js";
import { scrollToTop } from "../../shared/scroll.js";
import { VisuallyHidden } from "../../shared/VisuallyHidden.js";
import { useUiTexts } from "../../texts/UiTextsProvider.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { ButtonLink } from "../Button/Button.js";
import { MenuButton } from "../MenuButton/MenuButton.js";
import { SideDrawer } from "../SideDrawer/SideDrawer.js";
import {
  DesktopNav,
  DesktopOnly,
  DrawerTitle,
  HeaderBar,
  HeaderInner,
  LanguageList,
  LogoButton,
  MobileOnly,
  NavItem,
  NavList,
  SocialList,
} from "./Header.styled.js";
import { SocialIcon, type SocialNetwork } from "./SocialIcon.js";

export interface SocialLink {
  /** Accessible name of the icon link, e.g. "Facebook". */
  label: string;
  href: string;
  /** A built-in icon, or any node; without one the label is shown. */
  icon?: SocialNetwork | ReactNode;
}

export interface LogoImage {
  src: string;
  alt: string;
}

/** A link to the same page in another language, written in that language ("Español"). */
export interface LanguageLink {
  label: string;
  href: string;
  /** The target page's language, e.g. "es-US": the label's `lang` and the link's `hrefLang`. */
  lang: string;
}

export interface HeaderProps {
  /** HOME, ABOUT US, PRICE, CONTACT, CANCEL, in order. */
  navItems: readonly NavLinkItem[];
  /** The `to` of the underlined item (marked aria-current="page"). */
  activePath?: string;
  /** The member portal, opened in a new tab; no LOGIN link without one. */
  loginHref?: string;
  /** Text of the member portal link. */
  loginLabel?: string;
  /** A tel: link to the support phone. */
  callHref: string;
  /** Text of the call button. */
  callLabel?: string;
  /** Icon links to the brand's social pages, shown after the nav. */
  socialLinks?: readonly SocialLink[];
  /** The brand's logo: an image ({ src, alt }) or any node. */
  logo: ReactNode | LogoImage;
  /** Accessible name of the logo button when `logo` is a node without its own text. */
  logoLabel?: string;
  /** Renders the nav links, e.g. with React Router's Link; defaults to <a href>. */
  renderLink?: RenderLink;
  /** Called when a nav link is followed, e.g. to reset the stored section. */
  onNavigate?: (to: string) => void;
  /** Called after the logo scrolled the page to the top. */
  onLogoClick?: () => void;
  /** Accessible name of the nav landmark. */
  navLabel?: string;
  /** Name of the menu button and title of the drawer. */
  menuLabel?: string;
  /** Read after links that open a new tab. */
  newTabHint?: string;
  /** The switch to the page in the site's other languages: beside the nav in the bar, and in the drawer. */
  languageLinks?: readonly LanguageLink[];
}

function isLogoImage(logo: HeaderProps["logo"]): logo is LogoImage {
  return (
    typeof logo === "object" &&
    logo !== null &&
    !isValidElement(logo) &&
    "src" in logo &&
    "alt" in logo
  );
}

function renderSocialIcon(link: SocialLink): ReactNode {
  const { icon } = link;
  if (typeof icon === "string" && (icon === "facebook" || icon === "instagram")) {
    return <SocialIcon network={icon} />;
  }
  return icon ?? link.label;
}

export function Header(props: HeaderProps) {
  useMembershipTheme();
  const texts = useUiTexts().header;
  const {
    navItems,
    activePath,
    loginHref,
    loginLabel = texts.loginLabel,
    callHref,
    callLabel = texts.callLabel,
    socialLinks = [],
    logo,
    logoLabel,
    renderLink = defaultRenderLink,
    onNavigate,
    onLogoClick,
    navLabel = texts.navLabel,
    menuLabel = texts.menuLabel,
    newTabHint = texts.newTabHint,
    languageLinks = [],
  } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const drawerTitleId = useId();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);

  const links = (direction: "row" | "column") => (
    <NavList $direction={direction}>
      {navItems.map((item) => (
        <NavItem key={item.to}>
          {renderLink({
            to: item.to,
            children: item.label,
            "aria-current": item.to === activePath ? "page" : undefined,
            onClick: () => onNavigate?.(item.to),
          })}
        </NavItem>
      ))}
      {loginHref ? (
        <NavItem>
          <a href={loginHref} target="_blank" rel="noopener noreferrer">
            {loginLabel}
            <VisuallyHidden> {newTabHint}</VisuallyHidden>
          </a>
        </NavItem>
      ) : null}
      <li>
        <ButtonLink href={callHref} variant="primary">
          {callLabel}
        </ButtonLink>
      </li>
    </NavList>
  );

  const languages =
    languageLinks.length > 0 ? (
      <LanguageList>
        {languageLinks.map((link) => (
          <li key={link.lang}>
            <a href={link.href} hrefLang={link.lang} lang={link.lang}>
              {link.label}
            </a>
          </li>
        ))}
      </LanguageList>
    ) : null;

  const social =
    socialLinks.length > 0 ? (
      <SocialList>
        {socialLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} ${newTabHint}`}
            >
              {renderSocialIcon(link)}
            </a>
          </li>
        ))}
      </SocialList>
    ) : null;

  return (
    <HeaderBar>
      <HeaderInner>
        <LogoButton
          type="button"
          aria-label={isLogoImage(logo) ? undefined : logoLabel}
          onClick={() => {
            scrollToTop();
            onLogoClick?.();
          }}
        >
          {isLogoImage(logo) ? <img src={logo.src} alt={logo.alt} /> : logo}
        </LogoButton>

        <DesktopNav aria-label={navLabel}>{links("row")}</DesktopNav>
        <DesktopOnly>
          {languages}
          {social}
        </DesktopOnly>

        <MobileOnly>
          <MenuButton
            ref={menuButtonRef}
            label={menuLabel}
            expanded={drawerOpen}
            controls={drawerId}
          />
        </MobileOnly>
      </HeaderInner>

      <SideDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={closeDrawer}
        onOpen={openDrawer}
        labelledBy={drawerTitleId}
        returnFocusRef={menuButtonRef}
      >
        <DrawerTitle id={drawerTitleId}>{menuLabel}</DrawerTitle>
        <nav aria-label={navLabel}>{links("column")}</nav>
        {languages}
        {social}
      </SideDrawer>
    </HeaderBar>
  );
}
