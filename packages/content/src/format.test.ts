import { describe, expect, it } from "vitest";
import { formatPhone, mailtoHref, splitPrice, telHref } from "./index.js";

describe("formatPhone", () => {
  it.each([
    ["8005550100", "(800) 555-0100"],
    ["18005550100", "(800) 555-0100"],
    ["800-555-0100", "(800) 555-0100"],
    ["+1 (800) 555 0100", "(800) 555-0100"],
    ["5550100", "5550100"],
  ])("%s → %s", (digits, shown) => {
    expect(formatPhone(digits)).toBe(shown);
  });
});

describe("telHref", () => {
  it.each([
    ["8005550100", "tel:8005550100"],
    ["(800) 555-0100", "tel:8005550100"],
    ["+1 (800) 555-0100", "tel:+18005550100"],
    ["911", "tel:911"],
  ])("%s → %s", (digits, href) => {
    expect(telHref(digits)).toBe(href);
  });
});

describe("mailtoHref", () => {
  it("prefixes mailto:", () => {
    expect(mailtoHref("help@example.test")).toBe("mailto:help@example.test");
  });
});

describe("splitPrice", () => {
  it.each([
    ["$39.95", { currency: "$", dollars: "39", cents: ".95" }],
    ["$49.95", { currency: "$", dollars: "49", cents: ".95" }],
    ["$3.29", { currency: "$", dollars: "3", cents: ".29" }],
    ["$1,000", { currency: "$", dollars: "1,000", cents: "" }],
    ["3.29", { currency: "", dollars: "3", cents: ".29" }],
  ])("%s", (price, parts) => {
    expect(splitPrice(price)).toEqual(parts);
  });

  it.each(["", "free", "$"])("rejects %j", (text) => {
    expect(() => splitPrice(text)).toThrow(RangeError);
  });
});
