import styled from "styled-components";

/** The plan card beside the order summary from tablet width, stacked on phones. */
export const PlanAndSummary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const SummaryList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
`;

export const SummaryRow = styled.div<{ $total?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding-block-start: ${({ theme, $total }) => ($total ? theme.spacing.sm : "0")};
  border-block-start: ${({ theme, $total }) =>
    $total ? `1px solid ${theme.colors.border.default}` : "none"};
  font-weight: ${({ theme, $total }) =>
    $total ? theme.typography.fontWeight.bold : theme.typography.fontWeight.regular};
  font-size: ${({ theme, $total }) =>
    $total ? theme.typography.fontSize.lg : theme.typography.fontSize.md};

  dt,
  dd {
    margin: 0;
  }

  dd {
    text-align: end;
  }
`;

/** The terms checkbox, then the link to the terms outside its label. */
export const Terms = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** Under the card number: the detected brand, then the accepted cards' logos. */
export const CardDetails = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-block-start: ${({ theme }) => theme.spacing.xs};
`;

export const CardBrand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const CardLogos = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 0 auto;
  padding: 0;
  list-style: none;

  img {
    display: block;
    height: ${({ theme }) => theme.spacing.lg};
    width: auto;
  }
`;

/** The order total and renewal terms, directly above Purchase. */
export const OrderTerms = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text.default};
`;

/** An order of this plan whose outcome is unknown: said before the visitor purchases again. */
export const PendingNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.feedback.errorSurface};
  border-inline-start: ${({ theme }) => theme.spacing.xs} solid ${({ theme }) => theme.colors.feedback.error};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
