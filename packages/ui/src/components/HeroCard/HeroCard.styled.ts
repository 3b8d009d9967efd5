import { styled } from "styled-components";

export const HeroSection = styled.section`
  background: ${({ theme }) => theme.colors.surface.subtle};
`;

export const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 3fr 2fr;
    padding-block: ${({ theme }) => theme.spacing.xxxl};
  }
`;

export const HeroTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  color: ${({ theme }) => theme.colors.text.default};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.fontSize.display};
  }
`;

export const HeroText = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
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
