import { Dialog } from "@membership/ui";
import type { ReactNode } from "react";
import type { DialogCatalogue, DialogEntry } from "../../dialogs.js";
import type { SubmitResult } from "../../flows.js";
import type { FlowDialogState } from "./useFlowForm.js";

/**
 * The dialog's text: the flow's own text replaces the catalogue's; a payment success shows both.
 * A flow's note is a line of its own under it.
 */
function dialogText(result: SubmitResult, entry: DialogEntry): ReactNode {
  const flowText = result.text?.trim() ? result.text : undefined;
  const lines =
    result.dialog === "checkoutSucceeded" ? [flowText, entry.text] : [flowText ?? entry.text];
  if (result.note) lines.push(result.note);
  const shown = lines.filter((line): line is string => Boolean(line));
  return shown.length === 1 ? shown[0] : shown.map((line) => <p key={line}>{line}</p>);
}

export interface FlowDialogProps {
  state: FlowDialogState | null;
  dialogs: DialogCatalogue;
  onClose(): void;
}

/**
 * The ui `Dialog` showing the catalogue entry of the last submit result. A closed one is not kept
 * in the page, so its hidden text never doubles a field's message.
 */
export function FlowDialog({ state, dialogs, onClose }: FlowDialogProps) {
  if (!state?.open) return null;
  const entry = dialogs[state.result.dialog];
  return (
    <Dialog
      open
      title={entry.title}
      text={dialogText(state.result, entry)}
      buttonText={entry.button}
      variant={entry.variant}
      onClose={onClose}
    />
  );
}
