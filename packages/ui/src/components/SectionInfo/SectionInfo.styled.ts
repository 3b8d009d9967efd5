import { type DefaultTheme, styled } from "styled-components";

export type SectionTone = "primary" | "secondary" | "accent" | "subtle" | "inverse";

/** Background and text colour of each tone: pairs that meet AA contrast. */
function toneColors(theme: DefaultTheme, tone: SectionTone) {
  switch (tone) {
    case "secondary":
      return { background: theme.colors.brand.secondary, text: theme.colors.brand.onSecondary };
    case "accent":
      return { background: theme.colors.brand.accent, text: theme.colors.brand.onAccent };
    case "subtle":
      return { background: theme.colors.surface.subtle, text: theme.colors.text.default };
    case "inverse":
      return { background: theme.colors.surface.inverse, text: theme.colors.text.inverse };
    default:
      return { background: theme.colors.brand.primary, text: theme.colors.brand.onPrimary };
  }
}

export const InfoSection = styled.section<{ $tone: SectionTone }>`
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
`;

export const InfoInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  text-align: center;
`;

export const InfoTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  color: inherit;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }
`;

export const InfoText = styled.div`
  margin-top: ${({ theme }) => theme.spacing.sm};
`;
