// The order a tab sent whose outcome it does not know (no reply yet, a timeout, a reset connection, a 5xx, a reply it
// could not read), so that a second Purchase of the same plan asks first. It never holds the card number, expiry, CVV
// or a billing detail: only the plan, the amount, when it left, the card's last four digits and the order's key.

export interface PendingOrder {
  /** The plan type, e.g. "PREMIUM". */
  plan: string;
  /** The amount charged, as the plan shows it, e.g. "$3.29". */
  amount: string;
  /** When the order left, in milliseconds since the epoch. */
  sentAt: number;
  cardLast4: string;
  /** The order's idempotency key: a backend that keeps them refuses the same order twice. */
  idempotencyKey: string;
}

/** Where a page keeps its pending order: sessionStorage for the tab in a site, memory by default. */
export interface PendingOrderStore {
  read(): PendingOrder | null;
  write(order: PendingOrder): void;
  clear(): void;
}

/** How long an unanswered order counts: by then a slow payment has ended and its confirmation e-mail arrived. */
export const PENDING_ORDER_WINDOW_MS = 30 * 60_000;

/** The pending order in a stored value, or null when it is not one (storage is outside our control). */
export function parsePendingOrder(value: unknown): PendingOrder | null {
  if (typeof value !== "object" || value === null) return null;
  const { plan, amount, sentAt, cardLast4, idempotencyKey } = value as Record<string, unknown>;
  const texts = [plan, amount, idempotencyKey];
  if (!texts.every((text) => typeof text === "string" && text !== "")) return null;
  if (typeof sentAt !== "number" || !Number.isFinite(sentAt)) return null;
  if (typeof cardLast4 !== "string" || !/^\d{0,4}$/.test(cardLast4)) return null;
  return {
    plan: plan as string,
    amount: amount as string,
    sentAt,
    cardLast4,
    idempotencyKey: idempotencyKey as string,
  };
}

/** The stored order when it is for `plan` and still within the window; null otherwise. */
export function pendingOrderFor(
  store: PendingOrderStore,
  plan: string,
  now = Date.now(),
): PendingOrder | null {
  const order = store.read();
  if (!order || order.plan !== plan) return null;
  const age = now - order.sentAt;
  return age >= 0 && age < PENDING_ORDER_WINDOW_MS ? order : null;
}

/**
 * The order about to leave. The same purchase intent as the pending one (plan, amount, card's last four digits) is a
 * retry: it keeps that order's key, so the processor answers it with the first reply and charges once. Anything else
 * is a new intent, with a key of its own.
 */
export function pendingOrderToSend(
  pending: PendingOrder | null,
  plan: string,
  amount: string,
  cardNumber: string,
  now = Date.now(),
): PendingOrder {
  const cardLast4 = cardNumber.replace(/\D/g, "").slice(-4);
  const retry =
    pending !== null &&
    pending.plan === plan &&
    pending.amount === amount &&
    pending.cardLast4 === cardLast4;
  return {
    plan,
    amount,
    sentAt: now,
    cardLast4,
    idempotencyKey: retry ? pending.idempotencyKey : globalThis.crypto.randomUUID(),
  };
}

/** A store in memory: what a page keeps when the site gives none (it does not outlive the page). */
export function memoryPendingOrderStore(): PendingOrderStore {
  let order: PendingOrder | null = null;
  return {
    read: () => order,
    write: (next) => {
      order = next;
    },
    clear: () => {
      order = null;
    },
  };
}
