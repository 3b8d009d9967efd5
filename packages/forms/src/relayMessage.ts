import { buildRelayMessage } from "@membership/api";
import { type MessageOverrides, mergeMessages } from "./messages.js";
import type { CancelValues, ContactValues } from "./values.js";

const text = (value: unknown): string => (typeof value === "string" ? value : String(value ?? ""));

/** The plain-text block the email relay forwards for a contact request. */
export function buildContactMessage(values: ContactValues, messages?: MessageOverrides): string {
  const labels = mergeMessages(messages).relayLabels;
  return buildRelayMessage(labels.contactTitle, [
    [labels.fullName, text(values.firstName)],
    [labels.phoneNumber, text(values.phoneNumber)],
    [labels.email, text(values.email)],
    [labels.message, text(values.message)],
  ]);
}

/** The plain-text block the email relay forwards for a cancellation request. */
export function buildCancelMessage(values: CancelValues, messages?: MessageOverrides): string {
  const labels = mergeMessages(messages).relayLabels;
  return buildRelayMessage(labels.cancelTitle, [
    [labels.orderId, text(values.orderId)],
    [labels.phoneNumber, text(values.phoneNumber)],
    [labels.email, text(values.email)],
    [labels.reasonForCancellation, text(values.reasonForCancellation)],
    [labels.message, text(values.message)],
  ]);
}
