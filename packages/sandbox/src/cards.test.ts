import { describe, expect, it } from "vitest";
import { decideCard, isLuhnValid, maskCardNumbers } from "./cards.ts";

describe("isLuhnValid", () => {
  it.each([
    { card: "4111111111111111", valid: true },
    { card: "4000000000000002", valid: true },
    { card: "378282246310005", valid: true },
    { card: "4111111111111112", valid: false },
    { card: "41111111111", valid: false },
    { card: "4111 1111 1111 1111", valid: false },
    { card: "", valid: false },
  ])("$card is valid: $valid", ({ card, valid }) => {
    expect(isLuhnValid(card)).toBe(valid);
  });
});

describe("decideCard", () => {
  it.each([
    { card: "4111111111111111", decision: { approved: true } },
    {
      card: "4000000000000002",
      decision: {
        approved: false,
        ResponseCode: 402,
        ResponseData: "Card declined by the issuing bank.",
      },
    },
    {
      card: "4242424242424241",
      decision: { approved: false, ResponseCode: 402, ResponseData: "Invalid card number." },
    },
  ])("$card", ({ card, decision }) => {
    expect(decideCard(card)).toEqual(decision);
  });
});

describe("maskCardNumbers", () => {
  it.each([
    { text: "card 4111111111111111 please", masked: "card [card ending 1111] please" },
    { text: "4111 1111 1111 1111", masked: "[card ending 1111]" },
    { text: "4111-1111-1111-1234", masked: "[card ending 1234]" },
    { text: "call 5550100000", masked: "call 5550100000" },
  ])("$text", ({ text, masked }) => {
    expect(maskCardNumbers(text)).toBe(masked);
  });
});
