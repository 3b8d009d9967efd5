import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";

/**
 * Drives a native <dialog> from an `open` prop: showModal() on opening, close() on closing, and
 * `onClose` once when the visitor closes it (button, Escape).
 */
export function useNativeDialog(
  open: boolean,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const previousFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    openRef.current = open;
    if (!dialog) return;
    if (open && !dialog.open) {
      previousFocus.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  /** Handler of the dialog's native close event. */
  const handleClose = () => {
    const target = previousFocus.current;
    if (target?.isConnected && document.activeElement === document.body) target.focus();
    // Only a close the visitor asked for is reported; a close caused by `open` turning false is not.
    if (openRef.current) {
      openRef.current = false;
      onCloseRef.current();
    }
  };

  const requestClose = () => dialogRef.current?.close();

  /** Escape closes the dialog even when the key event is synthetic and the browser ignores it. */
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    requestClose();
  };

  return { dialogRef, handleClose, handleKeyDown, requestClose };
}
