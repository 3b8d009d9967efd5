import type { ApiConfig } from "./config.js";
import type { CallOutcome } from "./outcome.js";
import { postOnce } from "./request.js";

/** The only reply text of `/incoming` that means the e-mail went out. */
export const RELAY_SUCCESS_TEXT = "Message has been sent.";

/** Shown for an entry the visitor left blank, so the reader knows it was not lost. */
export const EMPTY_ENTRY_TEXT = "(not given)";

// Control characters other than line breaks and tabs would garble the e-mail.
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/gu;

function oneLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim();
}

function block(text: string): string {
  const lines = text
    .replace(CONTROL_CHARACTERS, "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd());
  const body = lines.join("\n").trim();
  return body === "" ? EMPTY_ENTRY_TEXT : body.split("\n").join("\n  ");
}

/**
 * A plain-text block of the visitor's entries, one "Label: value" per line under the title;
 * multi-line values continue on indented lines.
 */
export function buildRelayMessage(
  title: string,
  entries: ReadonlyArray<readonly [label: string, value: string]>,
): string {
  const lines = entries.map(([label, value]) => `${oneLine(label)}: ${block(value)}`);
  return [oneLine(title), "", ...lines].join("\n");
}

/**
 * POST `{host}/incoming` as multipart form-data (`website`, `message`, `token`).
 * "sent" only when the reply text is exactly RELAY_SUCCESS_TEXT; otherwise "rejected" with the server's text.
 */
export async function sendRelayMessage(
  config: ApiConfig,
  message: string,
): Promise<CallOutcome<string>> {
  const form = new FormData();
  form.append("website", config.siteDomain);
  form.append("message", message);
  form.append("token", config.relayToken);
  const result = await postOnce(config, "incoming", { body: form });
  if (result.kind !== "replied") return result;
  const { status, text } = result.reply;
  return text === RELAY_SUCCESS_TEXT
    ? { kind: "sent", value: text }
    : { kind: "rejected", status, text };
}
