// Layout pieces of the page bodies, on the ui theme.
import styled from "styled-components";

/** A centred band of page content. */
export const PageSection = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.spacing.xxl};
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  color: ${({ theme }) => theme.colors.text.default};
  text-align: center;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }
`;

/** Two columns from laptop width (information beside a form), stacked on smaller screens. */
export const SideBySide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

/** A list laid out as a grid of cards, one column on phones. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;
