import { type MessageOverrides, mergeMessages } from "./messages.js";
import type { CancelValues, ContactValues } from "./values.js";

const text = (value: unknown): string => (typeof value === "string" ? value : String(value ?? ""));

// One "Label: value" line per entry; a multi-line message stays below its label.
function block(entries: readonly (readonly [label: string, value: unknown])[]): string {
  return entries.map(([label, value]) => `${label}: ${text(value).trim()}`).join("\n");
}

/** The plain-text block the email relay forwards for a contact request. */
export function buildContactMessage(values: ContactValues, messages?: MessageOverrides): string {
  const labels = mergeMessages(messages).relayLabels;
  return block([
    [labels.fullName, values.firstName],
    [labels.phoneNumber, values.phoneNumber],
    [labels.email, values.email],
    [labels.message, values.message],
  ]);
}

/** The plain-text block the email relay forwards for a cancellation request. */
export function buildCancelMessage(values: CancelValues, messages?: MessageOverrides): string {
  const labels = mergeMessages(messages).relayLabels;
  return block([
    [labels.orderId, values.orderId],
    [labels.phoneNumber, values.phoneNumber],
    [labels.email, values.email],
    [labels.reasonForCancellation, values.reasonForCancellation],
    [labels.message, values.message],
  ]);
}
