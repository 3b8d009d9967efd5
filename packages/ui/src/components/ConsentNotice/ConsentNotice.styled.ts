import { styled } from "styled-components";
import {
  FloatingButton,
  floatingButtonOffset,
} from "../FloatingCancelButton/FloatingCancelButton.styled.js";
import { NOTICE_BLOCK_SIZE_PROPERTY } from "./noticeBlockSize.js";

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

  /* The floating button shares its corner: while the notice shows, it rises above it (the notice's offset, height and
     a gap) rather than hide under it, moved rather than laid out again, so nothing shifts. Here, not in the button's
     own styles: a page that never shows the notice carries none of it. */
  :root:has(&) ${FloatingButton} {
    transform: translateY(
      min(
        0px,
        calc(
          ${floatingButtonOffset} - 2 * ${({ theme }) => theme.spacing.xs} -
            var(${NOTICE_BLOCK_SIZE_PROPERTY}, 0px)
        )
      )
    );
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
