import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { focusableElements } from "../../shared/focus.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Backdrop, DrawerRoot, Panel } from "./SideDrawer.styled.js";

export interface SideDrawerProps {
  /** Slides the drawer in (200 ms) over a backdrop. */
  open: boolean;
  /** Called on a click on the backdrop or the drawer, and on Escape. */
  onClose: () => void;
  /** The drawer's content: its title and the navigation. */
  children: ReactNode;
  /** Id of the element that names the drawer (e.g. a visually hidden "Menu" heading). */
  labelledBy?: string;
  /** Accessible name when there is no labelling element. */
  label?: string;
  id?: string;
  /** Where focus goes back on closing; defaults to the element focused before opening. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The slide-in navigation drawer of small screens, with a backdrop and a 200 ms transition. */
export function SideDrawer({
  open,
  onClose,
  children,
  labelledBy,
  label,
  id,
  returnFocusRef,
}: SideDrawerProps) {
  useMembershipTheme();
  const panelRef = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // Move focus into the drawer on opening and back out on closing.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (open && !wasOpen.current) {
      previousFocus.current = document.activeElement as HTMLElement | null;
      (focusableElements(panel)[0] ?? panel).focus();
    } else if (!open && wasOpen.current) {
      const target = returnFocusRef?.current ?? previousFocus.current;
      const focusInside = panel.contains(document.activeElement);
      if (target && (focusInside || document.activeElement === document.body)) target.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocusRef]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, onClose]);

  // Keep Tab inside the open drawer, as it is modal.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = focusableElements(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <DrawerRoot $open={open} inert={!open} data-state={open ? "open" : "closed"}>
      <Backdrop
        $open={open}
        data-testid="side-drawer-backdrop"
        aria-hidden="true"
        onClick={onClose}
      />
      <Panel
        ref={panelRef}
        id={id}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onClick={onClose}
        onKeyDown={trapTab}
      >
        {children}
      </Panel>
    </DrawerRoot>
  );
}
