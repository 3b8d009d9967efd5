// The checkout's guard against a second charge: the order in flight is recorded before it leaves, kept while its
// outcome is unknown, and cleared once the payment is charged or definitely declined.
import { useCallback, useEffect, useState } from "react";
import {
  memoryPendingOrderStore,
  type PendingOrder,
  type PendingOrderStore,
  pendingOrderFor,
  pendingOrderToSend,
} from "../../pendingOrder.js";

export interface PendingOrderGuard {
  /** The unanswered order for this plan (recorded in this tab, within the window) as last read, for what is shown. */
  pending: PendingOrder | null;
  /** The same, read from the store now: what a new Purchase must ask about. */
  current(): PendingOrder | null;
  /** Records the order about to leave, before the request does; returns it with its key (a retry's is the first's). */
  send(amount: string, cardNumber: string): PendingOrder;
  /** The outcome is final (charged, or a declared decline): nothing is pending any more, and a new Purchase is a new intent. */
  settle(): void;
}

/** `store` outlives a reload when the site gives one; without it, the form keeps its pending order in memory. */
export function usePendingOrder(plan: string, given?: PendingOrderStore): PendingOrderGuard {
  const [ownStore] = useState(memoryPendingOrderStore);
  const store = given ?? ownStore;
  // Read after mounting: the server and the first render know no storage.
  const [pending, setPending] = useState<PendingOrder | null>(null);
  useEffect(() => {
    setPending(pendingOrderFor(store, plan));
  }, [store, plan]);

  const send = useCallback(
    (amount: string, cardNumber: string) => {
      const order = pendingOrderToSend(pendingOrderFor(store, plan), plan, amount, cardNumber);
      store.write(order);
      setPending(order);
      return order;
    },
    [store, plan],
  );
  const settle = useCallback(() => {
    store.clear();
    setPending(null);
  }, [store]);
  const current = useCallback(() => pendingOrderFor(store, plan), [store, plan]);
  return { pending, current, send, settle };
}
