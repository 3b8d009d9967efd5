// What the submit flows' tests share: a relay client that answers as told, and an invalid result's settings.
import type { CallOutcome } from "@membership/api";
import { vi } from "vitest";
import { relaySent } from "./outcomes.js";

export const relay = (outcome: CallOutcome = relaySent) =>
  vi.fn(async (_message: string): Promise<CallOutcome> => outcome);

export const failures = {
  invalid: { clearForm: false, clearStorage: [] },
} as const;
