import { describe, expect, it } from "vitest";
import { cardType, formatCardNumber } from "./card.js";
import { isExpiryFormat, isExpiryValid, splitExpiry } from "./expiry.js";

describe("cardType", () => {
  it.each([
    ["4111111111111111", "Visa"],
    ["41", "Visa"],
    ["5555555555554444", "Mastercard"],
    ["5105105105105100", "Mastercard"],
    ["2221000000000009", "Mastercard"],
    ["2720990000000007", "Mastercard"],
    ["2223003122003222", "Mastercard"],
    ["378282246310005", "American Express"],
    ["341111111111111", "American Express"],
    ["6011111111111117", "Discover"],
    ["6011000990139424", "Discover"],
    ["6500000000000002", "Discover"],
    ["3530111333300000", "Other payment method"],
    ["6200000000000005", "Other payment method"],
    ["9999999999999999", "Other payment method"],
    ["1234", "Other payment method"],
    ["", "Other payment method"],
    ["abcd", "Other payment method"],
  ] as const)("%j → %s", (number, expected) => {
    expect(cardType(number)).toBe(expected);
  });

  it("names no brand while a short prefix still fits several", () => {
    expect(cardType("4")).toBe("Other payment method");
    expect(cardType("6")).toBe("Other payment method");
  });

  it("ignores spaces and dashes", () => {
    expect(cardType("4111 1111-1111 1111")).toBe("Visa");
  });
});

describe("formatCardNumber", () => {
  it.each([
    ["4111111111111111", "4111 1111 1111 1111"],
    ["5555555555554444", "5555 5555 5555 4444"],
    ["6011111111111117", "6011 1111 1111 1117"],
    ["378282246310005", "3782 822463 10005"],
    ["34", "34"],
    ["34111", "3411 1"],
    ["4111", "4111"],
    ["41111", "4111 1"],
    // A prefix that fits several brands is grouped 4-4-4-4 until one is known.
    ["3", "3"],
    ["30000", "3000 0"],
    ["41111111111111112", "4111 1111 1111 11112"],
    ["", ""],
    ["4111 11a1", "4111 11a1"],
  ])("%j is shown as %j", (digits, shown) => {
    expect(formatCardNumber(digits)).toBe(shown);
  });
});

describe("splitExpiry", () => {
  it("splits mm-yy into the month and a 4-digit year read as 20 + yy", () => {
    expect(splitExpiry("08-29")).toEqual({ month: "08", year: "2029" });
    expect(splitExpiry(" 12-00 ")).toEqual({ month: "12", year: "2000" });
  });

  it.each(["", "8-29", "08/29", "0829", "08-2029", "aa-bb"])("%j is not mm-yy", (value) => {
    expect(splitExpiry(value)).toBeUndefined();
    expect(isExpiryFormat(value)).toBe(false);
  });
});

describe("isExpiryValid with an injected clock", () => {
  // 15 June 2026, local time.
  const now = new Date(2026, 5, 15);

  it.each([
    ["07-26", true, "current year, later month"],
    ["12-26", true, "current year, December"],
    ["01-27", true, "later year, earlier month"],
    ["06-26", false, "current month (the spec asks for a later month)"],
    ["05-26", false, "current year, earlier month"],
    ["12-25", false, "earlier year"],
    ["00-27", false, "month 0"],
    ["13-27", false, "month 13"],
    ["0727", false, "not mm-yy"],
  ] as const)("%s → %s (%s)", (value, expected, _why) => {
    expect(isExpiryValid(value, now)).toBe(expected);
  });

  it("reads the current month from the clock, so a month later the same card has expired", () => {
    expect(isExpiryValid("07-26", new Date(2026, 6, 1))).toBe(false);
  });

  it("uses the real clock by default", () => {
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
    expect(isExpiryValid(`01-${nextYear}`)).toBe(true);
    expect(isExpiryValid("01-00")).toBe(false);
  });
});
