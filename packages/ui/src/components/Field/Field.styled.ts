import { css, styled } from "styled-components";

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  width: 100%;
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

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.feedback.error};
`;

export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.surface.raised};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.feedback.error : theme.colors.border.field)};
  border-width: ${({ $invalid }) => ($invalid ? "2px" : "1px")};
  border-radius: ${({ theme }) => theme.radii.md};

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
