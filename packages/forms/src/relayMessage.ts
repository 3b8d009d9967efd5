import { buildRelayMessage } from "@membership/api";
import { asText } from "./flowSteps.js";
import { type MessageOverrides, mergeMessages } from "./messages.js";
import type { CancelValues, ContactValues } from "./values.js";

/** The plain-text block the email relay forwards for a contact request. */
export function buildContactMessage(values: ContactValues, messages?: MessageOverrides): string {
  const labels = mergeMessages(messages).relayLabels;
  return buildRelayMessage(labels.contactTitle, [
    [labels.fullName, asText(values.firstName)],
    [labels.phoneNumber, asText(values.phoneNumber)],
    [labels.email, asText(values.email)],
    [labels.message, asText(values.message)],
  ]);
}

/** The plain-text block the email relay forwards for a cancellation request. */
export function buildCancelMessage(values: CancelValues, messages?: MessageOverrides): string {
  const labels = mergeMessages(messages).relayLabels;
  return buildRelayMessage(labels.cancelTitle, [
    [labels.orderId, asText(values.orderId)],
    [labels.phoneNumber, asText(values.phoneNumber)],
    [labels.email, asText(values.email)],
    [labels.reasonForCancellation, asText(values.reasonForCancellation)],
    [labels.message, asText(values.message)],
  ]);
}
