import { styled } from "styled-components";

export const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.default};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.border.field};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface.subtle};
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;
