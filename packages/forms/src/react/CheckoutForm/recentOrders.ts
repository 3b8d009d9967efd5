// Orders sent from this tab in the last few minutes, so that a second Purchase of the same order asks first.
// In memory only, never stored: an order is known by its card's last four digits, its plan and its e-mail.
import { normaliseCardNumber } from "../../input.js";
import type { CheckoutValues } from "../../values.js";

/** How long a sent order counts as recent: a slow or timed-out payment has surely ended by then. */
export const REPEAT_ORDER_WINDOW_MS = 5 * 60_000;

const sentAt = new Map<string, number>();

/** "Same order": the same card's last four digits, plan and e-mail. Undefined until those are typed. */
function orderKey(values: Pick<CheckoutValues, "cardNumber" | "email">, plan: string) {
  const digits = normaliseCardNumber(values.cardNumber).trim();
  const email = values.email.trim().toLowerCase();
  if (digits.length < 4 || email === "") return undefined;
  return JSON.stringify([digits.slice(-4), plan, email]);
}

export function rememberOrder(
  values: Pick<CheckoutValues, "cardNumber" | "email">,
  plan: string,
  now = Date.now(),
): void {
  const key = orderKey(values, plan);
  if (key !== undefined) sentAt.set(key, now);
}

export function wasSentRecently(
  values: Pick<CheckoutValues, "cardNumber" | "email">,
  plan: string,
  now = Date.now(),
): boolean {
  const key = orderKey(values, plan);
  const at = key === undefined ? undefined : sentAt.get(key);
  return at !== undefined && now - at < REPEAT_ORDER_WINDOW_MS;
}

/** Forgets every order (tests start from a fresh tab). */
export function forgetOrders(): void {
  sentAt.clear();
}
