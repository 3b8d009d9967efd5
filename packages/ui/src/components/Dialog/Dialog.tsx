import { type ReactNode, useId, useRef } from "react";
import { useNativeDialog } from "../../shared/useNativeDialog.js";
import { useUiTexts } from "../../texts/UiTextsProvider.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Button } from "../Button/Button.js";
import {
  DialogActions,
  DialogBody,
  DialogText,
  DialogTitle,
  type DialogVariant,
  IconBadge,
  StyledDialog,
} from "./Dialog.styled.js";

export type { DialogVariant };

export interface DialogProps {
  /** Shows the dialog as a modal over the dimmed page. */
  open: boolean;
  /** e.g. "Error!" or "Message sent!". */
  title: string;
  /** e.g. "You must fill out the fields to continue". */
  text: ReactNode;
  /** The one button, e.g. "Sure!"; it closes the dialog. */
  buttonText?: string;
  /** "error": red title and error icon; "success": green title and check icon. */
  variant: DialogVariant;
  /** Called when the visitor closes the dialog with the button or Escape. */
  onClose: () => void;
  /**
   * A question's second answer, e.g. "Purchase again": shown as the primary button, it closes the
   * dialog and calls `onConfirm`; `buttonText` is then the safe answer and keeps the focus.
   */
  confirmButtonText?: string;
  onConfirm?: () => void;
}

const variantIconPaths: Record<DialogVariant, string> = {
  error: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z",
  success:
    "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z",
};

function VariantIcon({ variant }: { variant: DialogVariant }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={variantIconPaths[variant]} />
    </svg>
  );
}

/** The error and success messages of spec §8, in a native modal <dialog>. */
export function Dialog(props: DialogProps) {
  useMembershipTheme();
  const texts = useUiTexts().dialog;
  const {
    open,
    title,
    text,
    buttonText = texts.buttonText,
    variant,
    onClose,
    confirmButtonText,
    onConfirm,
  } = props;
  const titleId = useId();
  const textId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Which button closed it: one callback reports every close.
  const confirmed = useRef(false);
  const { dialogRef, handleClose, handleKeyDown, requestClose } = useNativeDialog(
    open,
    () => {
      const report = confirmed.current ? onConfirm : onClose;
      confirmed.current = false;
      report?.();
    },
    buttonRef,
  );
  const asks = confirmButtonText !== undefined && onConfirm !== undefined;
  return (
    <StyledDialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-variant={variant}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
    >
      <DialogBody>
        <IconBadge $variant={variant}>
          <VariantIcon variant={variant} />
        </IconBadge>
        <DialogTitle id={titleId} $variant={variant}>
          {title}
        </DialogTitle>
        <DialogText id={textId}>{text}</DialogText>
        {asks ? (
          <DialogActions>
            <Button
              onClick={() => {
                confirmed.current = true;
                requestClose();
              }}
            >
              {confirmButtonText}
            </Button>
            <Button ref={buttonRef} variant="secondary" onClick={requestClose}>
              {buttonText}
            </Button>
          </DialogActions>
        ) : (
          <Button ref={buttonRef} onClick={requestClose}>
            {buttonText}
          </Button>
        )}
      </DialogBody>
    </StyledDialog>
  );
}
