import { css, styled } from "styled-components";
import { FIELD_ERROR_ATTRIBUTE } from "./fieldDom.js";

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  width: 100%;

  & > [${FIELD_ERROR_ATTRIBUTE}] {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    color: ${({ theme }) => theme.colors.feedback.error};
  }
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.feedback.error};
  margin-inline-start: ${({ theme }) => theme.spacing.xxs};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** A control's look; invalid by its aria-invalid, which a page's script may set before the app (fieldDom.ts). */
export const controlStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid ${({ theme }) => theme.colors.border.field};
  border-radius: ${({ theme }) => theme.radii.md};

  &[aria-invalid="true"] {
    border: 2px solid ${({ theme }) => theme.colors.feedback.error};
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.muted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: 1px;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surface.subtle};
    cursor: not-allowed;
  }
`;
