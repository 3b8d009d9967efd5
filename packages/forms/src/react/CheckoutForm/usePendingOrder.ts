// The checkout's guard against a second charge: the order is recorded before it leaves, kept while its outcome is
// unknown and for the window once it is charged, in the store every tab shares, and cleared on a declared decline.
import { useCallback, useEffect, useRef, useState } from "react";
import {
  memoryPendingOrderStore,
  type PendingOrder,
  type PendingOrderStore,
  pendingOrderFor,
  pendingOrderToSend,
} from "../../pendingOrder.js";

export interface PendingOrderGuard {
  /** This plan's recent order (unknown or charged, within the window, from any tab) as last read, for what is shown. */
  pending: PendingOrder | null;
  /** The same, read from the store now: what a new Purchase must ask about. */
  current(): PendingOrder | null;
  /** Records the order about to leave, before the request does; returns it with its key (a retry's is the first's). */
  send(trialPrice: string, cardNumber: string): PendingOrder;
  /** The outcome is final: "charged" keeps the record for the window (every tab asks first); "declined" clears it. */
  settle(outcome: "charged" | "declined"): void;
  /** False once the store said it cannot keep the record beyond this page (storage blocked). */
  durable: boolean;
}

/** `store` is shared by the site's tabs when the site gives one; without it, the form keeps its order in memory. */
export function usePendingOrder(plan: string, given?: PendingOrderStore): PendingOrderGuard {
  const [ownStore] = useState(memoryPendingOrderStore);
  const store = given ?? ownStore;
  // Read after mounting: the server and the first render know no storage.
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [durable, setDurable] = useState(true);
  // The order this page sent last: the one its reply settles, whatever another tab wrote since.
  const sent = useRef<PendingOrder | null>(null);
  useEffect(() => {
    const read = () => setPending(pendingOrderFor(store, plan));
    read();
    setDurable(store.durable?.() ?? true);
    // Another tab's purchase or pending order shows here as soon as it is written.
    return store.subscribe?.(read);
  }, [store, plan]);

  const keep = useCallback(
    (order: PendingOrder) => {
      setDurable(store.write(order));
      setPending(order);
    },
    [store],
  );
  const send = useCallback(
    (trialPrice: string, cardNumber: string) => {
      const order = pendingOrderToSend(pendingOrderFor(store, plan), plan, trialPrice, cardNumber);
      sent.current = order;
      keep(order);
      return order;
    },
    [store, plan, keep],
  );
  const settle = useCallback(
    (outcome: "charged" | "declined") => {
      const order = sent.current;
      if (outcome === "charged" && order) {
        keep({ ...order, outcome: "charged", sentAt: Date.now() });
        return;
      }
      store.clear();
      setPending(null);
    },
    [store, keep],
  );
  const current = useCallback(() => pendingOrderFor(store, plan), [store, plan]);
  return { pending, current, send, settle, durable };
}
