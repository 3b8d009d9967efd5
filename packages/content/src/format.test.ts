import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatList,
  formatMessage,
  formatPrice,
  formatTime,
  formatWeekday,
  mailtoHref,
  placeholders,
  telHref,
} from "./format.js";

describe("formatMessage", () => {
  it("fills every placeholder, as often as it appears", () => {
    expect(formatMessage("{brand} and {brand} cost {price}", { brand: "Acme", price: "$1" })).toBe(
      "Acme and Acme cost $1",
    );
  });

  it("throws on a placeholder without a value, naming it", () => {
    expect(() => formatMessage("Hello {name}", {})).toThrow(/\{name\}/);
  });

  it("leaves a value's own braces alone", () => {
    expect(formatMessage("{a}", { a: "{b}" })).toBe("{b}");
  });

  it("lists the placeholders in order", () => {
    expect(placeholders("{a} then {b} then {a}")).toEqual(["a", "b", "a"]);
  });
});

describe("Intl formatting", () => {
  it.each([
    ["39.95", "en-US", "$39.95"],
    ["3.29", "en-US", "$3.29"],
    [1000, "en-US", "$1,000"],
    ["59", "en-US", "$59"],
    ["34.5", "en-US", "$34.50"],
  ] as const)("price %j in %s is %j", (amount, locale, expected) => {
    expect(formatPrice(amount, locale)).toBe(expected);
  });

  it("refuses an amount that is not a number", () => {
    expect(() => formatPrice("free", "en-US")).toThrow(RangeError);
  });

  it.each([
    ["2024-10-03", "10/03/2024"],
    ["2026-01-15", "01/15/2026"],
  ])("date %s reads %s", (iso, expected) => {
    expect(formatDate(iso, "en-US")).toBe(expected);
  });

  it.each([
    ["09:00", "9:00 AM"],
    ["21:00", "9:00 PM"],
    ["20:30", "8:30 PM"],
  ])("time %s reads %s", (time, expected) => {
    expect(formatTime(time, "en-US")).toBe(expected);
  });

  it("names weekdays and joins lists in the locale's words", () => {
    expect(formatWeekday("monday", "en-US")).toBe("Monday");
    expect(formatWeekday("sunday", "en-US")).toBe("Sunday");
    expect(formatList(["BASIC", "PREMIUM"], "en-US")).toBe("BASIC and PREMIUM");
    expect(formatList(["A", "B", "C"], "en-US")).toBe("A, B, and C");
  });
});

describe("links", () => {
  it.each([
    ["(800) 555-0100", "tel:8005550100"],
    ["+1 800-555-0100", "tel:+18005550100"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("mails the support address", () => {
    expect(mailtoHref("help@example.com")).toBe("mailto:help@example.com");
  });
});
