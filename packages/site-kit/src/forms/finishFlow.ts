// What happens once the visitor closes a success dialog: the listed storage is cleared, then the visitor moves on.
import type { StorageArea, SubmitResult } from "@membership/forms";
import { clearSessionStorage, deleteProduct, deleteTerms } from "../site/storage.js";

const clearArea = {
  session: clearSessionStorage,
  plan: deleteProduct,
  terms: deleteTerms,
} as const satisfies Record<StorageArea, () => void>;

/** Clears every storage area in `result.clearStorage`, then goes to `result.redirectTo` if any. */
export function finishFlow(
  result: Pick<SubmitResult, "clearStorage" | "redirectTo">,
  navigate: (to: string) => unknown,
): void {
  for (const area of result.clearStorage) clearArea[area]();
  if (result.redirectTo) navigate(result.redirectTo);
}
