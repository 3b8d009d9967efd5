import { describe, expect, it } from "vitest";
import { createPaymentLedger, ORDER_KEY_WINDOW_MS, type PaymentOrder } from "./payment.ts";
import { validOrder } from "./test/harness.ts";

const approved = { ResponseCode: 200, ResponseData: "Approved." };
const order = (overrides: Record<string, unknown> = {}) =>
  validOrder({ idempotency_key: "key-1", ...overrides }) as PaymentOrder;

describe("createPaymentLedger: an order key's first reply", () => {
  it.each([
    { case: "just sent", after: 0, verdict: { kind: "replay", result: approved } },
    {
      case: "a minute short of 24 h",
      after: ORDER_KEY_WINDOW_MS - 60_000,
      verdict: { kind: "replay", result: approved },
    },
    // Past the window the key is forgotten: the order is judged as a new one.
    { case: "24 h later", after: ORDER_KEY_WINDOW_MS, verdict: null },
  ])("for the same purchase $case: $verdict.kind", ({ after, verdict }) => {
    const ledger = createPaymentLedger();
    ledger.record(order({ recaptcha: "token-1" }), approved, 1_000);
    expect(ledger.verdict(order({ recaptcha: "token-2" }), 1_000 + after)).toEqual(verdict);
  });

  it.each([
    ["another card", { card_number: "5555555555554444" }],
    ["another amount", { amount: "9.99" }],
    ["another plan", { sku: "PREMIUM" }],
    ["another expiry", { exp_year: "2030" }],
  ])("refuses %s under the same key", (_case, change) => {
    const ledger = createPaymentLedger();
    ledger.record(order({ recaptcha: "token-1" }), approved, 1_000);
    expect(ledger.verdict(order({ recaptcha: "token-2", ...change }), 2_000)).toMatchObject({
      kind: "refused",
      result: { ResponseCode: 409 },
    });
  });
});
