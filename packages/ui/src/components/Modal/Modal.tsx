import { type ReactNode, useId } from "react";
import { useNativeDialog } from "../../shared/useNativeDialog.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { CloseButton, ModalBody, ModalHeader, ModalTitle, StyledModal } from "./Modal.styled.js";

export interface ModalProps {
  /** Shows the modal over the dimmed page. */
  open: boolean;
  /** Heading of the modal; also its accessible name. */
  title: ReactNode;
  /** Called when the visitor closes it with the close button or Escape. */
  onClose: () => void;
  /** Content, e.g. the floating cancellation form. */
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/** A native modal <dialog> with a title, a close button and any content, such as a form. */
export function Modal({ open, title, onClose, children, closeLabel = "Close" }: ModalProps) {
  useMembershipTheme();
  const titleId = useId();
  const { dialogRef, handleClose, handleKeyDown, requestClose } = useNativeDialog(open, onClose);
  return (
    <StyledModal
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
    >
      <ModalHeader>
        <ModalTitle id={titleId}>{title}</ModalTitle>
        <CloseButton type="button" aria-label={closeLabel} onClick={requestClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </CloseButton>
      </ModalHeader>
      <ModalBody>{open ? children : null}</ModalBody>
    </StyledModal>
  );
}
