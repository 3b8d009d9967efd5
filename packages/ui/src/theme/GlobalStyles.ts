import { createGlobalStyle } from "styled-components";
import { themeCssVariables } from "./cssVariables.js";

export const GlobalStyles = createGlobalStyle`
  :root {
    ${({ theme }) =>
      themeCssVariables(theme)
        .map(([name, value]) => `${name}: ${value};`)
        .join(" ")}
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    /* Anchors and focused fields scroll clear of the sticky header. */
    scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily.body};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text.default};
    background: ${({ theme }) => theme.colors.surface.page};
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.typography.fontFamily.heading};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }

  img {
    max-width: 100%;
    height: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.text.link};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text.linkHover};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: 2px;
  }

  /* Visitors who ask for less motion get instant transitions everywhere. */
  ${({ theme }) => theme.media.reducedMotion} {
    html {
      scroll-behavior: auto;
    }

    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      /* None at all: even 0.01ms would transition an inherited visibility, so an opened drawer's links could not take the focus. */
      transition-duration: 0s !important;
      scroll-behavior: auto !important;
    }
  }
`;
