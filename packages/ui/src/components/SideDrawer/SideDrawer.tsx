import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { keepTabInside } from "../../shared/focus.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { DrawerDialog } from "./SideDrawer.styled.js";

export interface SideDrawerProps {
  /** Slides the drawer in (200 ms) over a backdrop. */
  open: boolean;
  /** Called on a click on the backdrop or the drawer, and on Escape. */
  onClose: () => void;
  /**
   * Called when the browser opened the drawer itself: its menu button's command (MenuButton), before the app too. The
   * owner of `open` follows, so a drawer the visitor opened stays open.
   */
  onOpen?: () => void;
  /** The drawer's content: its title and the navigation. */
  children: ReactNode;
  /** Id of the element that names the drawer (e.g. a visually hidden "Menu" heading). */
  labelledBy?: string;
  /** Accessible name when there is no labelling element. */
  label?: string;
  /** The dialog's id, which its menu button's `controls` names. */
  id?: string;
  /** Where focus goes back on closing, when the browser has nowhere to give it back to. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The slide-in navigation drawer of small screens: a modal <dialog> with a backdrop and a 200 ms transition, which the
 * browser opens, dismisses (a click outside, Escape) and returns focus from on its own.
 */
export function SideDrawer({
  open,
  onClose,
  onOpen,
  children,
  labelledBy,
  label,
  id,
  returnFocusRef,
}: SideDrawerProps) {
  useMembershipTheme();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const adopted = useRef(false);

  // `open` drives the dialog; once, as it mounts, a dialog the visitor already opened is adopted instead of closed.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!adopted.current) {
      adopted.current = true;
      if (dialog.open && !open) {
        onOpen?.();
        return;
      }
    }
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open, onOpen]);

  // What the browser did (opened by the command, closed by Escape or a click outside), the owner of `open` follows.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const follow = () => {
      if (dialog.open) {
        onOpen?.();
        return;
      }
      onClose();
      if (document.activeElement === document.body) returnFocusRef?.current?.focus();
    };
    dialog.addEventListener("toggle", follow);
    return () => dialog.removeEventListener("toggle", follow);
  }, [onOpen, onClose, returnFocusRef]);

  // Keep Tab inside the open drawer, as it is modal; Escape closes it (the browser does too, for a real key press).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      dialogRef.current?.close();
      return;
    }
    if (event.key === "Tab" && dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return (
    <DrawerDialog
      ref={dialogRef}
      id={id}
      closedby="any"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-state={open ? "open" : "closed"}
      // Read by a page's script before the app is in (site-kit's loader), which closes it the same way.
      data-closes-on-click=""
      // A click in the drawer (a link followed) closes it too; one on the backdrop is the browser's light dismiss.
      onClick={() => dialogRef.current?.close()}
      onKeyDown={onKeyDown}
    >
      {children}
    </DrawerDialog>
  );
}
