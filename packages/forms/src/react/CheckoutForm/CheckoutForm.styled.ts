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
