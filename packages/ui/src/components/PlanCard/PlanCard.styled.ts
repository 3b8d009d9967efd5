import { styled } from "styled-components";

export type PlanCardVariant = "default" | "checkout";

export const Card = styled.article<{ $variant: PlanCardVariant }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  max-width: 22rem;
  /* Fixed height on the checkout page only (spec §2); automatic everywhere else. */
  height: ${({ theme, $variant }) =>
    $variant === "checkout" ? theme.layout.checkoutPlanCardHeight : "auto"};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
  overflow: auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-top: 6px solid ${({ theme }) => theme.colors.brand.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const PlanType = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.brand.primary};
`;

export const Price = styled.p`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.text.default};
`;

export const Dollars = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.display};
`;

export const Cents = styled.span`
  padding-top: 0.25rem;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

export const Description = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Trial = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.default};

  strong {
    color: ${({ theme }) => theme.colors.brand.secondary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.spacing.sm};
  text-align: start;
`;

export const PlanList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  justify-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 22rem));
    justify-content: center;
  }

  > li {
    display: flex;
    width: 100%;
    justify-content: center;
  }
`;
