import { css, styled } from "styled-components";

export type BannerAlignment = "start" | "center" | "end";

export const BannerSection = styled.section<{ $backgroundImage?: string }>`
  position: relative;
  color: ${({ theme }) => theme.colors.text.inverse};
  background-color: ${({ theme }) => theme.colors.surface.inverse};
  ${({ $backgroundImage }) =>
    $backgroundImage
      ? css`
          background-image: url(${JSON.stringify($backgroundImage)});
          background-size: cover;
          background-position: center;
        `
      : ""}
`;

/** A dark layer between picture and text keeps the text contrast at AA whatever the picture. */
export const Scrim = styled.div`
  display: flex;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surface.scrim};
`;

export const BannerContent = styled.div<{ $alignment: BannerAlignment }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $alignment }) =>
    $alignment === "start" ? "flex-start" : $alignment === "end" ? "flex-end" : "center"};
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};
  text-align: ${({ $alignment }) => $alignment};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.spacing.xxxl};
  }
`;

export const BannerTitle = styled.h2`
  margin: 0;
  max-width: 40rem;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  color: ${({ theme }) => theme.colors.text.inverse};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }
`;

export const BannerBody = styled.div`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};

  p {
    margin: 0;
  }
`;
