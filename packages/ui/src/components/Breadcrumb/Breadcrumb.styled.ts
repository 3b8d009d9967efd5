import { styled } from "styled-components";

export const BreadcrumbNav = styled.nav`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    min-height: 1.5rem;
    align-items: center;
  }
`;

export const Separator = styled.span`
  white-space: pre;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Current = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text.default};
`;
