import { type DefaultTheme, styled } from "styled-components";
import { StyledButton } from "../Button/Button.styled.js";

/** Its distance from the viewport's bottom and side; its lift above an open consent notice counts from it. */
export const floatingButtonOffset = ({ theme }: { theme: DefaultTheme }) => theme.spacing.md;

export const FloatingButton = styled(StyledButton)`
  position: fixed;
  inset-block-end: ${floatingButtonOffset};
  inset-inline-end: ${floatingButtonOffset};
  z-index: ${({ theme }) => theme.zIndex.floating};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;
