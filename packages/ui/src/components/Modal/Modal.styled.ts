import { css, styled } from "styled-components";
import type { DialogLayer } from "../../shared/useNativeDialog.js";
import { dialogSurface } from "../Dialog/Dialog.styled.js";

// In the page layer the dialog is placed as the top layer would place it, above the page by z-index.
const pageLayer = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  margin: auto;
  height: fit-content;
  overflow: auto;
`;

export const StyledModal = styled.dialog<{ $layer: DialogLayer }>`
  ${dialogSurface}
  width: min(36rem, calc(100vw - 2rem));
  ${({ $layer }) => ($layer === "page" ? pageLayer : "")}
`;

/** The page layer's own backdrop: covers the page, below the dialog and above everything else. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.surface.backdrop};
`;

export const ModalHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
`;

export const ModalTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  color: ${({ theme }) => theme.colors.text.default};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.default};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface.subtle};
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

export const ModalBody = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
`;
