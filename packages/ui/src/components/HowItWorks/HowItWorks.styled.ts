import { styled } from "styled-components";

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};

  /* The picture sits left of the text from tablet width. */
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 2fr 3fr;
  }
`;

export const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  color: ${({ theme }) => theme.colors.text.default};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }
`;

export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

export const Step = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  counter-increment: step;

  &::before {
    content: counter(step);
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    color: ${({ theme }) => theme.colors.brand.onPrimary};
    background: ${({ theme }) => theme.colors.brand.primary};
    border-radius: ${({ theme }) => theme.radii.round};
  }
`;

export const StepText = styled.p`
  margin: 0.4rem 0 0;
`;
