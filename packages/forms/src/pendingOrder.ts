// The order a browser sent in the last 30 minutes, whose outcome is unknown (no reply yet, a timeout, a reset
// connection, a 5xx, a reply it could not read) or was a charge, so that a second Purchase of the same plan, in any
// tab, asks first. It never holds the card number, expiry, CVV or a billing detail: only the plan, its trial price, when it
// left, the card's last four digits, the order's key and its outcome.

export interface PendingOrder {
  /** The plan type, e.g. "PREMIUM". */
  plan: string;
  /** The trial price charged, as the plan shows it, e.g. "$3.29" (the order's wire `amount` is "3.29"). */
  trialPrice: string;
  /** When the order left, in milliseconds since the epoch. */
  sentAt: number;
  cardLast4: string;
  /** The order's idempotency key: a backend that keeps them answers the same order twice with its first reply. */
  idempotencyKey: string;
  /** "unknown" until its reply is read; "charged" once it went through (kept for the window all the same). */
  outcome: "unknown" | "charged";
}

/** Where a page keeps its order: storage every tab of the site shares, in a site; memory by default. */
export interface PendingOrderStore {
  read(): PendingOrder | null;
  /** False when the store could not keep it as it should (storage blocked): the form then says so beside Purchase. */
  write(order: PendingOrder): boolean;
  clear(): void;
  /** Calls `listener` when another tab changes the record; returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
  /** Whether a record outlives this page; true when omitted. */
  durable?(): boolean;
}

/** How long an unanswered order counts: by then a slow payment has ended and its confirmation e-mail arrived. */
export const PENDING_ORDER_WINDOW_MS = 30 * 60_000;

/** The pending order in a stored value, or null when it is not one (storage is outside our control). */
export function parsePendingOrder(value: unknown): PendingOrder | null {
  if (typeof value !== "object" || value === null) return null;
  const { plan, trialPrice, sentAt, cardLast4, idempotencyKey, outcome } = value as Record<
    string,
    unknown
  >;
  const texts = [plan, trialPrice, idempotencyKey];
  if (!texts.every((text) => typeof text === "string" && text !== "")) return null;
  if (typeof sentAt !== "number" || !Number.isFinite(sentAt)) return null;
  if (typeof cardLast4 !== "string" || !/^\d{0,4}$/.test(cardLast4)) return null;
  if (outcome !== "unknown" && outcome !== "charged") return null;
  return {
    plan: plan as string,
    trialPrice: trialPrice as string,
    sentAt,
    cardLast4,
    idempotencyKey: idempotencyKey as string,
    outcome,
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
 * The order about to leave. The same purchase intent as an order whose outcome is unknown (plan, trial price, card's last
 * four digits) is a retry: it keeps that order's key, so the processor answers it with the first reply and charges
 * once. Anything else, a purchase after a charge included, is a new intent with a key of its own.
 */
export function pendingOrderToSend(
  pending: PendingOrder | null,
  plan: string,
  trialPrice: string,
  cardNumber: string,
  now = Date.now(),
): PendingOrder {
  const cardLast4 = cardNumber.replace(/\D/g, "").slice(-4);
  const retry =
    pending !== null &&
    pending.outcome === "unknown" &&
    pending.plan === plan &&
    pending.trialPrice === trialPrice &&
    pending.cardLast4 === cardLast4;
  return {
    plan,
    trialPrice,
    sentAt: now,
    cardLast4,
    idempotencyKey: retry ? pending.idempotencyKey : globalThis.crypto.randomUUID(),
    outcome: "unknown",
  };
}

/** A store in memory: what a page keeps when the site gives none (it does not outlive the page). */
export function memoryPendingOrderStore(): PendingOrderStore {
  let order: PendingOrder | null = null;
  return {
    read: () => order,
    write: (next) => {
      order = next;
      return true;
    },
    clear: () => {
      order = null;
    },
  };
}
