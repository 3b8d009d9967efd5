import { type ReactNode, useId } from "react";
import { type DialogLayer, useNativeDialog } from "../../shared/useNativeDialog.js";
import { useUiTexts } from "../../texts/UiTextsProvider.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import {
  Backdrop,
  CloseButton,
  ModalBody,
  ModalHeader,
  ModalTitle,
  StyledModal,
} from "./Modal.styled.js";

export type { DialogLayer };

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
  /**
   * "top" (default): a native modal in the browser's top layer. "page": shown in the page under its
   * own backdrop, keeping Tab inside, so what third-party scripts append to <body> (reCAPTCHA's
   * image challenge) shows above it and can be clicked.
   */
  layer?: DialogLayer;
  /** The dialog's id, which a button opening it by itself names (`commandfor`; see `onOpen`). */
  id?: string;
  /**
   * Called when the browser opened the modal itself: a button's invoker command (`commandfor` its id,
   * `command="show-modal"`), before the app too. Its content is then in the page from the first render, so it shows at
   * once; the owner of `open` follows, so the modal the visitor opened stays open.
   */
  onOpen?: () => void;
}

/** A <dialog> with a title, a close button and any content, such as a form; modal in either layer. */
export function Modal(props: ModalProps) {
  useMembershipTheme();
  const texts = useUiTexts().modal;
  const {
    open,
    title,
    onClose,
    children,
    closeLabel = texts.closeLabel,
    layer = "top",
    id,
    onOpen,
  } = props;
  const titleId = useId();
  const { dialogRef, handleClose, handleKeyDown, requestClose } = useNativeDialog(
    open,
    onClose,
    undefined,
    layer,
    onOpen,
  );
  const inPage = layer === "page";
  return (
    <>
      {inPage && open ? <Backdrop data-testid="modal-backdrop" /> : null}
      <StyledModal
        ref={dialogRef}
        id={id}
        aria-labelledby={titleId}
        aria-modal={inPage ? true : undefined}
        $layer={layer}
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
        <ModalBody>{open || onOpen ? children : null}</ModalBody>
      </StyledModal>
    </>
  );
}
