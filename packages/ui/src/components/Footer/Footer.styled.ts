import { styled } from "styled-components";

export const FooterBar = styled.footer`
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.surface.inverse};

  a {
    color: ${({ theme }) => theme.colors.text.inverseLink};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus.ringInverse};
  }
`;

export const FooterInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 1fr 2fr 1fr;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** A block of footer text; a div so the text may hold paragraphs of its own. */
export const Notice = styled.div`
  p {
    margin: 0;
  }
`;

export const Address = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-style: normal;

  a {
    display: inline-flex;
    min-height: 1.5rem;
    align-items: center;
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;

export const PolicyList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    min-height: 1.5rem;
    align-items: center;
  }
`;

/** A button among the footer's links that looks like one of them. */
export const LinkButton = styled.button`
  display: inline-flex;
  min-height: 1.5rem;
  align-items: center;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.inverseLink};
  font: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focus.ringInverse};
  }
`;

export const CardList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    height: 2rem;
    width: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface.raised};
  }
`;

export const BottomBar = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.text.inverseMuted};
`;

export const BottomInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.inverseMuted};
`;
