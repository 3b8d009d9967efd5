import { Modal } from "@membership/ui";
import type { ReactNode } from "react";
import { Intro } from "./CancelDialogForm.styled.js";

export interface CancelDialogShellProps {
  /** The dialog's id: the button that opens it names it (`commandfor`), so it opens before any script. */
  id: string;
  /** Whether the owner holds it open; it follows the browser, which may open it first (`onOpen`). */
  open: boolean;
  /** Called when the browser opened it (its button's command), before the app too. */
  onOpen(): void;
  onClose(): void;
  /** The same title and intro as the form's dialog, which takes its place once its code is in. */
  title: string;
  intro: ReactNode;
}

/**
 * The floating cancellation dialog's first frame: in the page's HTML, opened by its button before any script, and shown
 * (busy) until the form's dialog, fetched on the first open, replaces it.
 */
export function CancelDialogShell({
  id,
  open,
  onOpen,
  onClose,
  title,
  intro,
}: CancelDialogShellProps) {
  return (
    <Modal id={id} open={open} onOpen={onOpen} onClose={onClose} title={title}>
      <Intro aria-busy="true">{intro}</Intro>
    </Modal>
  );
}
