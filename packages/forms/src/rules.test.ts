import { describe, expect, it } from "vitest";
import { fieldHint } from "./rules.js";
import { validateField, validateForm } from "./test/validate.js";
import type { FormName } from "./values.js";

// 15 June 2026, local time: the clock every expiry case below is read against.
const now = new Date(2026, 5, 15, 12, 0, 0);

type Case = readonly [value: string, expected: string | undefined];

function fieldCases(form: FormName, field: string, cases: readonly Case[]) {
  it.each(cases)(`${form}.${field} = %j → %j`, (value, expected) => {
    expect(validateField(form, field, value, { now })).toBe(expected);
  });
}

const emailCases: readonly Case[] = [
  ["", "Email cannot be empty"],
  ["   ", "Email cannot be empty"],
  ["1ana@example.com", "The email must not start with numbers"],
  ["9", "The email must not start with numbers"],
  ["ana", "It is missing: @, a dot (.), and other characters, for a valid email"],
  ["ana@example", "It is missing: @, a dot (.), and other characters, for a valid email"],
  ["ana.example.com", "It is missing: @, a dot (.), and other characters, for a valid email"],
  ["ana @example.com", "It is missing: @, a dot (.), and other characters, for a valid email"],
  ["ana@example.com", undefined],
  ["  ana1@example.co.uk ", undefined],
];

const phoneCases: readonly Case[] = [
  ["", "Phone number cannot be empty"],
  ["  ", "Phone number cannot be empty"],
  ["305-555-1234", "This field only accepts numbers"],
  ["+13055551234", "This field only accepts numbers"],
  ["phone", "This field only accepts numbers"],
  ["305555123", "The phone number must be 10 digits"],
  ["30555512345", "The phone number must be 10 digits"],
  ["(305) 555 1234", "The phone number must be 10 digits"],
  ["3055551234", undefined],
  ["(305)55512", undefined],
  ["305 555 12", undefined],
];

describe("e-mail, on the contact, cancel and checkout forms", () => {
  for (const form of ["contact", "cancel", "checkout"] as const) {
    fieldCases(form, "email", emailCases);
  }
});

describe("phone (digits, spaces and parentheses, exactly 10 characters)", () => {
  for (const form of ["contact", "cancel", "checkout"] as const) {
    fieldCases(form, "phoneNumber", phoneCases);
  }
});

describe("names: letters and spaces", () => {
  fieldCases("checkout", "firstName", [
    ["", "First name cannot be empty"],
    ["Ana2", "It doesn't have valid characters for a name"],
    ["O'Brien", "It doesn't have valid characters for a name"],
    ["Ana-María", "It doesn't have valid characters for a name"],
    ["Ana María", undefined],
    ["José", undefined],
  ]);
  fieldCases("checkout", "lastName", [
    [" ", "Last name cannot be empty"],
    ["Smith!", "It doesn't have valid characters for a last name"],
    ["Van der Berg", undefined],
  ]);
  // The contact form's firstName holds a full name and uses the first-name texts.
  fieldCases("contact", "firstName", [
    ["", "First name cannot be empty"],
    ["Ana_Smith", "It doesn't have valid characters for a name"],
    ["Ana Smith", undefined],
  ]);
});

describe("card number: digits only, at most 16, no minimum", () => {
  fieldCases("checkout", "cardNumber", [
    ["", "Card number cannot be empty"],
    ["4111 1111 1111 1111", "This field only accepts numbers"],
    ["4111-1111", "This field only accepts numbers"],
    ["41111111111111112", "This field must have 16 digits"],
    ["4111111111111111", undefined],
    ["4", undefined],
  ]);
});

describe("cvv, field-level reading: 4 characters", () => {
  fieldCases("checkout", "fcvv", [
    ["", "Cvv cannot be empty"],
    ["12a", "This field only accepts numbers"],
    ["12", "The cvv must have 3 digits"],
    ["123", "The cvv must have 3 digits"],
    ["12345", "The cvv must not have more than 3 digits"],
    ["1234", undefined],
  ]);
});

describe("expiry: mm-yy, month 1 to 12, not in the past", () => {
  fieldCases("checkout", "expDate", [
    ["", "Expiration date cannot be empty"],
    ["0829", "Please enter a valid expDate format(mm-yy)"],
    ["8-29", "Please enter a valid expDate format(mm-yy)"],
    ["08/29", "Please enter a valid expDate format(mm-yy)"],
    ["08-2029", "Please enter a valid expDate format(mm-yy)"],
    ["00-29", "The expiration date of your card is not valid"],
    ["13-29", "The expiration date of your card is not valid"],
    ["05-26", "The expiration date of your card is not valid"],
    ["06-26", "The expiration date of your card is not valid"],
    ["12-25", "The expiration date of your card is not valid"],
    ["07-26", undefined],
    ["01-27", undefined],
  ]);
});

describe("'<Field> cannot be empty' fields", () => {
  const emptyCases: readonly (readonly [FormName, string, string])[] = [
    ["checkout", "city", "City cannot be empty"],
    ["checkout", "state", "State cannot be empty"],
    ["checkout", "address", "Address cannot be empty"],
    ["checkout", "addressApt", "Address 2 cannot be empty"],
    ["checkout", "zipCode", "Zip code cannot be empty"],
    ["contact", "message", "Message cannot be empty"],
    ["cancel", "message", "Message cannot be empty"],
    ["cancel", "orderId", "Order id cannot be empty"],
    ["cancel", "reasonForCancellation", "Reason cannot be empty"],
    ["floatingCancel", "orderId", "Order id cannot be empty"],
    ["floatingCancel", "motivo", "Reason cannot be empty"],
    ["floatingCancel", "email", "Email cannot be empty"],
    ["floatingCancel", "phoneNumber", "Phone number cannot be empty"],
  ];
  it.each(emptyCases)("%s.%s empty → %j", (form, field, expected) => {
    expect(validateField(form, field, "")).toBe(expected);
    expect(validateField(form, field, " \t ")).toBe(expected);
    expect(validateField(form, field, "Filled 1")).not.toBe(expected);
  });
});

describe("state, zip code and order id formats", () => {
  fieldCases("checkout", "state", [
    ["FL", "Please select a valid state"],
    ["Floride", "Please select a valid state"],
    ["Florida", undefined],
    ["District of Columbia", undefined],
  ]);
  fieldCases("checkout", "zipCode", [
    ["3313a", "Zip code only accepts numbers"],
    ["33131-1234", "Zip code only accepts numbers"],
    ["33131", undefined],
  ]);
  fieldCases("cancel", "orderId", [
    ["<script>", "The order id must not have special characters"],
    ["A{1}", "The order id must not have special characters"],
    ["A\u00001", "The order id must not have special characters"],
    ["ORD-123/45 #6", undefined],
    ["áé$%&*!?", undefined],
  ]);
});

describe("floating dialog's own rules", () => {
  fieldCases("floatingCancel", "phoneNumber", [
    ["(305) 555", "Phone number must be numeric and 10 digits."],
    ["305555123", "Phone number must be numeric and 10 digits."],
    ["305 555 1234", "Phone number must be numeric and 10 digits."],
    ["3055551234", undefined],
  ]);
  fieldCases("floatingCancel", "email", [
    ["ana", "Please enter a valid email address."],
    ["ana@example", "Please enter a valid email address."],
    ["ana@example.com", undefined],
  ]);
  fieldCases("floatingCancel", "message", [
    ["", undefined],
    ["Please cancel", undefined],
  ]);
});

describe("unknown fields", () => {
  it("has no message for a field the form does not have", () => {
    expect(validateField("contact", "cardNumber", "")).toBeUndefined();
    expect(validateField("checkout", "toString", "")).toBeUndefined();
  });
});

describe("validateForm", () => {
  it("returns the per-change message of every failing field, keyed by field", () => {
    expect(
      validateForm(
        "contact",
        { firstName: "Ana", phoneNumber: "12", email: "", message: "Hi" },
        { now },
      ),
    ).toEqual({
      phoneNumber: "The phone number must be 10 digits",
      email: "Email cannot be empty",
    });
  });

  it("treats missing values as empty", () => {
    expect(validateForm("floatingCancel", {})).toEqual({
      orderId: "Order id cannot be empty",
      phoneNumber: "Phone number cannot be empty",
      email: "Email cannot be empty",
      motivo: "Reason cannot be empty",
    });
  });
});

describe("generic field hints", () => {
  const hints: readonly (readonly [string, string])[] = [
    ["cardNumber", "Please enter a valid card number"],
    ["fcvv", "Please enter a valid cvv"],
    ["firstName", "Please enter a valid name"],
    ["city", "Please enter a valid city"],
    ["zipCode", "Please enter a valid zip code"],
    ["email", "Please enter a valid email"],
    ["lastName", "Please enter a valid last name"],
    ["state", "Please select a valid state"],
    ["address", "Please enter a valid address"],
    ["addressApt", "Please enter a valid address"],
    ["phoneNumber", "Please enter a valid phone number"],
    ["message", "Please enter a valid message"],
    ["orderId", "Please enter a valid order id"],
    ["reasonForCancellation", "Please select a valid reason for cancellation"],
    ["motivo", "Please select a valid reason for cancellation"],
    ["expDate", "Please enter a valid expDate format(mm-yy)"],
  ];
  it.each(hints)("%s → %j", (field, hint) => {
    expect(fieldHint(field)).toBe(hint);
  });

  it("has no hint for an unknown field", () => {
    expect(fieldHint("terms")).toBeUndefined();
    expect(fieldHint("constructor")).toBeUndefined();
  });
});
