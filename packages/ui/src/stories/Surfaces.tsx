import { styled } from "styled-components";

/** The dark surface some components sit on, e.g. the inverse button inside a banner. */
export const InverseSurface = styled.div`
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface.inverse};
`;

/** A tall page so sticky and fixed elements can be seen scrolling. */
export const PageFiller = styled.div`
  min-height: 120vh;
  padding: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text.muted};
`;
