import { css, styled } from "styled-components";

export type HeroVariant = "band" | "card";

interface VariantProps {
  $variant: HeroVariant;
}

export const HeroSection = styled.section<VariantProps>`
  height: 100%;
  background: ${({ theme }) => theme.colors.surface.subtle};

  ${({ $variant, theme }) =>
    $variant === "card" &&
    css`
      overflow: hidden;
      border-radius: ${theme.radii.lg};
      box-shadow: ${theme.shadows.card};
    `}
`;

export const HeroInner = styled.div<VariantProps>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme, $variant }) =>
    $variant === "card" ? theme.spacing.lg : `${theme.spacing.xl} ${theme.spacing.md}`};

  ${({ theme, $variant }) =>
    $variant === "band" &&
    css`
      ${theme.media.tablet} {
        grid-template-columns: 3fr 2fr;
        padding-block: ${theme.spacing.xxxl};
      }
    `}
`;

export const HeroTitle = styled.h1<VariantProps>`
  margin: 0;
  font-size: ${({ theme, $variant }) =>
    $variant === "card" ? theme.typography.fontSize.xl : theme.typography.fontSize.xxl};
  color: ${({ theme }) => theme.colors.text.default};

  ${({ theme, $variant }) =>
    $variant === "band" &&
    css`
      ${theme.media.tablet} {
        font-size: ${theme.typography.fontSize.display};
      }
    `}
`;

export const HeroText = styled.div<VariantProps>`
  margin-top: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme, $variant }) =>
    $variant === "card" ? theme.typography.fontSize.md : theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.muted};

  p {
    margin: 0;
  }
`;

export const HeroImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const HeroExtra = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.spacing.lg};
`;
