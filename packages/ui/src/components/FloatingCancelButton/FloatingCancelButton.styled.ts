import { styled } from "styled-components";
import { StyledButton } from "../Button/Button.styled.js";

export const FloatingButton = styled(StyledButton)`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.spacing.md};
  inset-inline-end: ${({ theme }) => theme.spacing.md};
  z-index: ${({ theme }) => theme.zIndex.floating};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;
