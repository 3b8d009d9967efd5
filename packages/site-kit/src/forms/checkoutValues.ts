// The checkout's billing values kept in session storage for the tab: only the kept fields, only text, never the card
// number, expiry or CVV. Its own module, so the pages without a checkout do not load forms' field lists.
import { type KeptCheckoutValues, keptCheckoutFields } from "@membership/forms";
import { readCheckoutValuesText, saveCheckoutValuesText } from "../site/storage.js";

function keptValues(value: unknown): Partial<KeptCheckoutValues> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    keptCheckoutFields.flatMap((field) =>
      typeof record[field] === "string" ? [[field, record[field]]] : [],
    ),
  );
}

export function saveCheckoutValues(values: KeptCheckoutValues): boolean {
  return saveCheckoutValuesText(JSON.stringify(keptValues(values)));
}

/** The billing values typed at checkout earlier in this tab; empty when none or unreadable. */
export function readCheckoutValues(): Partial<KeptCheckoutValues> {
  try {
    return keptValues(JSON.parse(readCheckoutValuesText() ?? "null"));
  } catch {
    return {};
  }
}
