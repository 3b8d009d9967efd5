import { buildRelayMessage } from "@membership/api";
import { asText } from "./flowSteps.js";
import { type MessageOverrides, mergeMessages } from "./messages.js";
import { type CancelValues, type ContactValues, formFields } from "./values.js";

/** The plain-text block the email relay forwards for a request: its title, then the form's fields in order. */
export function buildRequestMessage(
  form: "contact" | "cancel",
  values: Readonly<Record<string, unknown>>,
  messages?: MessageOverrides,
): string {
  const labels = mergeMessages(messages).relayLabels;
  return buildRelayMessage(
    form === "contact" ? labels.contactTitle : labels.cancelTitle,
    // Each label is named as its field, but the contact form's `firstName`, which holds the full name.
    formFields[form].map((field) => [
      labels[field === "firstName" ? "fullName" : field],
      asText(values[field]),
    ]),
  );
}

export const buildContactMessage = (values: ContactValues, messages?: MessageOverrides) =>
  buildRequestMessage("contact", values, messages);

export const buildCancelMessage = (values: CancelValues, messages?: MessageOverrides) =>
  buildRequestMessage("cancel", values, messages);
