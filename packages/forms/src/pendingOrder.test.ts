import { describe, expect, it } from "vitest";
import {
  memoryPendingOrderStore,
  PENDING_ORDER_WINDOW_MS,
  parsePendingOrder,
  pendingOrderFor,
  pendingOrderToSend,
} from "./pendingOrder.js";

const at = 1_000_000;

describe("pendingOrderToSend", () => {
  it("keeps the plan, its trial price, the time, the card's last four digits and a fresh key, nothing of the card else", () => {
    const order = pendingOrderToSend(null, "PREMIUM", "$3.29", "4111 1111 1111 1234", at);
    expect(order).toEqual({
      plan: "PREMIUM",
      trialPrice: "$3.29",
      sentAt: at,
      cardLast4: "1234",
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      outcome: "unknown",
    });
    expect(JSON.stringify(order)).not.toContain("4111");
  });

  const first = pendingOrderToSend(null, "PREMIUM", "$3.29", "4111 1111 1111 1234", at);
  it.each([
    ["the same plan, trial price and card (a retry)", "PREMIUM", "$3.29", "4111111111111234", true],
    ["another card", "PREMIUM", "$3.29", "4111111111115678", false],
    ["another plan", "BASIC", "$3.29", "4111111111111234", false],
    ["another trial price", "PREMIUM", "$4.29", "4111111111111234", false],
  ] as const)("%s: the first order's key → %s", (_, plan, trialPrice, card, same) => {
    const next = pendingOrderToSend(first, plan, trialPrice, card, at + 60_000);
    expect(next.idempotencyKey === first.idempotencyKey).toBe(same);
    expect(next.sentAt).toBe(at + 60_000);
  });

  it("gives the same purchase after a charge a key of its own: a new intent", () => {
    const charged = { ...first, outcome: "charged" } as const;
    const next = pendingOrderToSend(charged, "PREMIUM", "$3.29", "4111111111111234", at);
    expect(next.idempotencyKey).not.toBe(first.idempotencyKey);
    expect(next.outcome).toBe("unknown");
  });
});

describe("pendingOrderFor", () => {
  const store = memoryPendingOrderStore();
  store.write(pendingOrderToSend(null, "BASIC", "$3.29", "4111111111111111", at));

  it.each([
    ["the same plan at once", "BASIC", 0, true],
    ["the same plan a minute later", "BASIC", 60_000, true],
    ["another plan", "PREMIUM", 0, false],
    ["the same plan once the window has passed", "BASIC", PENDING_ORDER_WINDOW_MS, false],
    ["a clock set back before the order", "BASIC", -1, false],
  ] as const)("%s → %s", (_, plan, after, pending) => {
    expect(pendingOrderFor(store, plan, at + after) !== null).toBe(pending);
  });

  it("knows nothing once cleared", () => {
    store.clear();
    expect(pendingOrderFor(store, "BASIC", at)).toBeNull();
  });
});

describe("parsePendingOrder", () => {
  const valid = pendingOrderToSend(null, "BASIC", "$3.29", "4111111111111111", at);
  it.each([
    ["a valid record", valid, valid],
    ["null", null, null],
    ["text", "BASIC", null],
    ["no key", { ...valid, idempotencyKey: "" }, null],
    ["a charged order", { ...valid, outcome: "charged" }, { ...valid, outcome: "charged" }],
    ["an outcome it does not know", { ...valid, outcome: "refunded" }, null],
    ["a time as text", { ...valid, sentAt: "1000" }, null],
    ["a whole card number", { ...valid, cardLast4: "4111111111111111" }, null],
  ])("%s", (_, value, expected) => {
    expect(parsePendingOrder(value)).toEqual(expected);
  });
});
