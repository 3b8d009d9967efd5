import { css, styled } from "styled-components";

export type DialogVariant = "error" | "success";

export const dialogSurface = css`
  width: min(28rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  &::backdrop {
    background: ${({ theme }) => theme.colors.surface.backdrop};
  }
`;

export const StyledDialog = styled.dialog`
  ${dialogSurface}
  text-align: center;
`;

export const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.lg}`};
`;

export const IconBadge = styled.span<{ $variant: DialogVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  color: ${({ theme, $variant }) =>
    $variant === "error" ? theme.colors.feedback.error : theme.colors.feedback.success};
  background: ${({ theme, $variant }) =>
    $variant === "error"
      ? theme.colors.feedback.errorSurface
      : theme.colors.feedback.successSurface};
  border-radius: ${({ theme }) => theme.radii.round};

  svg {
    width: 2rem;
    height: 2rem;
  }
`;

export const DialogTitle = styled.h2<{ $variant: DialogVariant }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  color: ${({ theme, $variant }) =>
    $variant === "error" ? theme.colors.feedback.error : theme.colors.feedback.success};
`;

export const DialogText = styled.div`
  color: ${({ theme }) => theme.colors.text.default};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

/** A question's two answers: stacked on phones, side by side from tablet width. */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row-reverse;
    justify-content: center;
  }
`;
