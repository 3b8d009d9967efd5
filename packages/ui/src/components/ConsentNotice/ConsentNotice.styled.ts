import { styled } from "styled-components";

/** Fixed to the bottom of the viewport: it covers, never moves, the page (no layout shift). */
export const NoticePanel = styled.section`
  position: fixed;
  inset-inline: ${({ theme }) => theme.spacing.xs};
  inset-block-end: ${({ theme }) => theme.spacing.xs};
  z-index: ${({ theme }) => theme.zIndex.notice};
  max-width: ${({ theme }) => theme.layout.noticeMaxWidth};
  max-height: calc(100vh - ${({ theme }) => theme.spacing.lg});
  margin-inline: auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

export const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  padding: 0;
  border: 0;

  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
    align-items: center;
    min-height: 1.5rem;
  }
`;

/** The answers side by side, each as wide and as prominent as the others. */
export const Actions = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;
