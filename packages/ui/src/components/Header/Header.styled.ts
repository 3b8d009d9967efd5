import { css, styled } from "styled-components";

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
`;

export const LogoButton = styled.button`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.spacing.xxs};
  color: inherit;
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  img {
    display: block;
    height: 2.5rem;
    width: auto;
  }
`;

/** The inline nav, shown from laptop width; smaller screens use the drawer. */
export const DesktopNav = styled.nav`
  display: none;

  ${({ theme }) => theme.media.laptop} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.lg};
  }
`;

export const DesktopOnly = styled.div`
  display: none;

  ${({ theme }) => theme.media.laptop} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

export const MobileOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};

  ${({ theme }) => theme.media.laptop} {
    display: none;
  }
`;

export const NavList = styled.ul<{ $direction: "row" | "column" }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  align-items: ${({ $direction }) => ($direction === "row" ? "center" : "stretch")};
  gap: ${({ theme, $direction }) => ($direction === "row" ? theme.spacing.md : theme.spacing.xxs)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.spacing.xxs}`};
  color: ${({ theme }) => theme.colors.text.default};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  letter-spacing: 0.04em;
  text-decoration: none;
  text-underline-offset: 0.4em;
  text-decoration-thickness: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.brand.primary};
    text-decoration: underline;
    text-decoration-thickness: 1px;
  }

  /* The page's own section is marked by a thick underline. */
  &[aria-current="page"] {
    color: ${({ theme }) => theme.colors.brand.primary};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.brand.primary};
    text-decoration-thickness: 3px;
  }
`;

export const NavItem = styled.li`
  a {
    ${navLinkStyles}
  }
`;

/** A row of links without bullets: the social icons, the language switch. */
const linkRow = css`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SocialList = styled.ul`
  ${linkRow}

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.colors.brand.primary};
    border-radius: ${({ theme }) => theme.radii.round};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.brand.primaryHover};
    background: ${({ theme }) => theme.colors.surface.subtle};
  }
`;

export const DrawerTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.default};
`;

/** The switch to the other languages: a nav-styled link beside the nav, not one of its sections. */
export const LanguageList = styled.ul`
  ${linkRow}

  a {
    ${navLinkStyles}
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
    letter-spacing: normal;
  }
`;
