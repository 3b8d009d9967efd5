import { styled } from "styled-components";

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  color: ${({ theme }) => theme.colors.brand.primary};
`;

export const Channels = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-style: normal;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    min-height: 2.75rem;
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    overflow-wrap: anywhere;
  }

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const Hours = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Advice = styled.div`
  p {
    margin: 0;
  }
`;

export const Emergency = styled(Advice)`
  padding: ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.feedback.error};
  background: ${({ theme }) => theme.colors.feedback.errorSurface};
  border-radius: ${({ theme }) => theme.radii.md};
`;
