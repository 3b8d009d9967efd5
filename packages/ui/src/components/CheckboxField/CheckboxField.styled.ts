import { styled } from "styled-components";

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const Checkbox = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.brand.primary};
  outline: none;
  outline-offset: 2px;
  cursor: pointer;

  &[aria-invalid="true"] {
    outline: 2px solid ${({ theme }) => theme.colors.feedback.error};
  }

  /* After the invalid outline: a focused box shows its focus ring. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus.ring};
  }
`;

export const CheckboxLabel = styled.label`
  color: ${({ theme }) => theme.colors.text.default};
  cursor: pointer;
`;
