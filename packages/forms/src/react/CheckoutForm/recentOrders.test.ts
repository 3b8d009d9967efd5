import { afterEach, describe, expect, it } from "vitest";
import {
  forgetOrders,
  REPEAT_ORDER_WINDOW_MS,
  rememberOrder,
  wasSentRecently,
} from "./recentOrders.js";

const sent = { cardNumber: "4111111111111111", email: "jane@example.com" };
const at = 1_000_000;

afterEach(() => forgetOrders());

describe("recent orders: the same card's last four digits, plan and e-mail", () => {
  it.each([
    ["the same order", sent, "BASIC", 60_000, true],
    [
      "the card typed with spaces",
      { ...sent, cardNumber: "4111 1111 1111 1111" },
      "BASIC",
      0,
      true,
    ],
    ["the e-mail in capitals", { ...sent, email: " JANE@example.com" }, "BASIC", 0, true],
    ["another card", { ...sent, cardNumber: "5555555555554444" }, "BASIC", 0, false],
    ["another plan", sent, "PREMIUM", 0, false],
    ["another e-mail", { ...sent, email: "john@example.com" }, "BASIC", 0, false],
    ["the same order, later", sent, "BASIC", REPEAT_ORDER_WINDOW_MS, false],
    ["a card of fewer than four digits", { ...sent, cardNumber: "411" }, "BASIC", 0, false],
  ] as const)("%s → %s", (_, values, plan, after, recent) => {
    rememberOrder(sent, "BASIC", at);
    expect(wasSentRecently(values, plan, at + after)).toBe(recent);
  });

  it("knows nothing in a fresh tab", () => {
    expect(wasSentRecently(sent, "BASIC", at)).toBe(false);
  });
});
