// A language's field checks before the app (ADR 0010): forms' early checks on the page, with the language's messages.
import type { MessageOverrides } from "@membership/forms";
import { startEarlyChecks } from "@membership/forms/early-checks";
import type { StartFieldChecks } from "../loader/entryContract.js";

export function fieldChecksWith(messages: MessageOverrides): StartFieldChecks {
  return (fieldsLeft) =>
    startEarlyChecks(document.getElementById("root") ?? document, messages, fieldsLeft);
}
