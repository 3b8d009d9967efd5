import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { keepTabInside } from "./focus.js";

/** "top": a native modal in the browser's top layer. "page": shown in the page, above it by z-index. */
export type DialogLayer = "top" | "page";

/**
 * Drives a native <dialog> from an `open` prop: showModal() (or show(), in the page layer) on
 * opening, close() on closing, and `onClose` once when the visitor closes it (button, Escape). With `onOpen`, the
 * browser may open it itself (an invoker command, before the app too): the owner of `open` is told, and follows.
 */
export function useNativeDialog(
  open: boolean,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
  layer: DialogLayer = "top",
  onOpen?: () => void,
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const onOpenRef = useRef(onOpen);
  const previousFocus = useRef<HTMLElement | null>(null);
  // Opened by the browser, and the owner has not passed `open` yet: the dialog stays as the visitor made it.
  const browserOpened = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
    onOpenRef.current = onOpen;
  }, [onClose, onOpen]);

  /**
   * The browser opened it (its opener's command, before the app too) and the owner has not been told: it is told now,
   * and follows. True when it was.
   */
  const followBrowser = useCallback(() => {
    if (!dialogRef.current?.open || openRef.current || !onOpenRef.current) return false;
    openRef.current = true;
    browserOpened.current = true;
    onOpenRef.current();
    return true;
  }, []);

  // As it mounts, a dialog the visitor already opened (before the app) is adopted rather than closed.
  useLayoutEffect(() => {
    followBrowser();
  }, [followBrowser]);

  // Opened by the browser later (its opener's command): the owner of `open` follows.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !onOpen) return;
    dialog.addEventListener("toggle", followBrowser);
    return () => dialog.removeEventListener("toggle", followBrowser);
  }, [onOpen, followBrowser]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) browserOpened.current = false;
    // Opened by the browser since it mounted, before its toggle listener was there: adopted, never closed.
    else if (browserOpened.current || followBrowser()) return;
    openRef.current = open;
    if (open && !dialog.open) {
      previousFocus.current = document.activeElement as HTMLElement | null;
      if (layer === "top") dialog.showModal();
      else dialog.show();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef, layer, followBrowser]);

  // Only a close the visitor asked for is reported; a close caused by `open` turning false is not.
  const reportVisitorClose = () => {
    browserOpened.current = false;
    if (openRef.current) {
      openRef.current = false;
      onCloseRef.current();
    }
  };

  /** Handler of the dialog's native close event. */
  const handleClose = () => {
    // Its owner opened it again before this event's task ran: the close it reports was taken back.
    if (dialogRef.current?.open) return;
    const target = previousFocus.current;
    if (target?.isConnected && document.activeElement === document.body) target.focus();
    reportVisitorClose();
  };

  // Reported at once, not on the close event (a later task): an update the owner has already scheduled (opening
  // another dialog in this one's place) is then overruled by the visitor's close, not committed after it.
  const requestClose = () => {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    dialog.close();
    reportVisitorClose();
  };

  /**
   * Escape closes the dialog even when the key event is synthetic and the browser ignores it. In
   * the page layer, Tab and Shift+Tab also cycle inside it, as the top layer's inert page would.
   */
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      requestClose();
    } else if (event.key === "Tab" && layer === "page" && dialogRef.current) {
      keepTabInside(event, dialogRef.current);
    }
  };

  return { dialogRef, handleClose, handleKeyDown, requestClose };
}
