import { describe, expect, it } from "vitest";
import { normalizeCardNumber, normalizeExpiry, normalizePhone } from "./input.js";
import { validateField } from "./test/validate.js";

describe("normalizeCardNumber", () => {
  it.each([
    ["4111 1111 1111 1111", "4111111111111111"],
    ["4111-1111-1111-1111", "4111111111111111"],
    [" 3782 822463 10005 ", "378282246310005"],
    ["4111\t1111", "41111111"],
    ["4111111111111111", "4111111111111111"],
    ["", ""],
    // Other characters stay, so the rule still says "This field only accepts numbers".
    ["4111 11a1", "411111a1"],
    ["4111.1111", "4111.1111"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeCardNumber(input)).toBe(expected);
  });
});

describe("normalizePhone", () => {
  it.each([
    ["(305) 555-0100", "3055550100"],
    ["305-555-0100", "3055550100"],
    ["+1 305 555 0100", "3055550100"],
    ["1 (305) 555-0100", "3055550100"],
    ["13055550100", "3055550100"],
    ["305.555.0100", "3055550100"],
    ["3055550100", "3055550100"],
    // Typed one key at a time, the digits so far.
    ["(", ""],
    ["(305", "305"],
    ["(305) 5", "3055"],
    ["+1", "1"],
    // A leading 1 is a country code only when it makes eleven digits.
    ["1305555010", "1305555010"],
    ["23055550100", "23055550100"],
    ["305555010099", "305555010099"],
    // Letters are kept, so the rule still refuses them.
    ["305-555-CALL", "305-555-CALL"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe("normalizeExpiry", () => {
  it.each([
    // Typed, pasted or autofilled whole.
    ["1229", "12-29"],
    ["12/29", "12-29"],
    ["12 / 29", "12-29"],
    ["12/2029", "12-29"],
    ["122029", "12-29"],
    ["12-29", "12-29"],
    ["12.29", "12-29"],
    ["12 29", "12-29"],
    ["1/29", "01-29"],
    ["829", "08-29"],
    [" 12/29 ", "12-29"],
    // Typed one key at a time: the dash comes after the month.
    ["1", "1"],
    ["0", "0"],
    ["12", "12-"],
    ["08", "08-"],
    ["8", "08-"],
    ["12/", "12-"],
    // The visitor types the separator after the dash the form already added.
    ["12-/", "12-"],
    ["12--", "12-"],
    ["12-/29", "12-29"],
    ["12-2", "12-2"],
    ["12-20", "12-20"],
    ["12-202", "12-202"],
    ["12-2029", "12-29"],
    ["", ""],
    // Kept as typed, for the rule to refuse.
    ["12/29/1", "12/29/1"],
    ["ab", "ab"],
    ["12-2a", "12-2a"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeExpiry(input)).toBe(expected);
  });

  it.each([
    ["12-", "12-2", "12-"],
    ["12", "12-", "12"],
    ["1", "12", "1"],
    ["0", "08-", "0"],
  ])("while deleting, %j (was %j) stays %j", (input, previous, expected) => {
    expect(normalizeExpiry(input, previous)).toBe(expected);
  });
});

// The normalizers only take formatting away: the rules' verdicts on what they return are the spec's.
describe("normalized values and the unchanged rules", () => {
  const now = new Date(2026, 5, 15);
  it.each([
    ["checkout", "cardNumber", normalizeCardNumber("4111 1111 1111 1111"), undefined],
    [
      "checkout",
      "cardNumber",
      normalizeCardNumber("4111 1111 1111 1111 1"),
      "This field must have 16 digits",
    ],
    ["checkout", "cardNumber", normalizeCardNumber("4111 11a1"), "This field only accepts numbers"],
    ["checkout", "expDate", normalizeExpiry("12/2029"), undefined],
    [
      "checkout",
      "expDate",
      normalizeExpiry("12-202"),
      "Please enter a valid expDate format(mm-yy)",
    ],
    ["checkout", "phoneNumber", normalizePhone("(305) 555-0100"), undefined],
    ["contact", "phoneNumber", normalizePhone("+1 305 555 0100"), undefined],
    ["cancel", "phoneNumber", normalizePhone("305-555-0100"), undefined],
    ["floatingCancel", "phoneNumber", normalizePhone("305.555.0100"), undefined],
    [
      "contact",
      "phoneNumber",
      normalizePhone("(305) 555-010"),
      "The phone number must be 10 digits",
    ],
    ["contact", "phoneNumber", normalizePhone("305-555-CALL"), "This field only accepts numbers"],
  ] as const)("%s %s %j → %j", (form, field, value, message) => {
    expect(validateField(form, field, value, { now })).toBe(message);
  });
});
