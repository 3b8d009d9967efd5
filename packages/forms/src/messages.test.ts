import { describe, expect, it } from "vitest";
import { defaultMessages, type MessageOverrides, mergeMessages } from "./messages.js";

describe("defaultMessages", () => {
  // Every text of spec §5 (and the hints) by its place in the catalogue.
  it.each([
    [defaultMessages.email.empty, "Email cannot be empty"],
    [defaultMessages.email.startsWithDigit, "The email must not start with numbers"],
    [
      defaultMessages.email.shape,
      "It is missing: @, a dot (.), and other characters, for a valid email",
    ],
    [defaultMessages.firstName.empty, "First name cannot be empty"],
    [defaultMessages.firstName.invalid, "It doesn't have valid characters for a name"],
    [defaultMessages.lastName.empty, "Last name cannot be empty"],
    [defaultMessages.lastName.invalid, "It doesn't have valid characters for a last name"],
    [defaultMessages.phone.empty, "Phone number cannot be empty"],
    [defaultMessages.phone.notNumeric, "This field only accepts numbers"],
    [defaultMessages.phone.length, "The phone number must be 10 digits"],
    [defaultMessages.cardNumber.empty, "Card number cannot be empty"],
    [defaultMessages.cardNumber.notNumeric, "This field only accepts numbers"],
    [defaultMessages.cardNumber.tooLong, "This field must have 16 digits"],
    [defaultMessages.cvv.empty, "Cvv cannot be empty"],
    [defaultMessages.cvv.tooShort, "The cvv must have 3 digits"],
    [defaultMessages.cvv.tooLong, "The cvv must not have more than 3 digits"],
    [defaultMessages.expiry.empty, "Expiration date cannot be empty"],
    [defaultMessages.expiry.format, "Please enter a valid expDate format(mm-yy)"],
    [defaultMessages.expiry.invalid, "The expiration date of your card is not valid"],
    [defaultMessages.city.empty, "City cannot be empty"],
    [defaultMessages.state.empty, "State cannot be empty"],
    [defaultMessages.address.empty, "Address cannot be empty"],
    [defaultMessages.address2.empty, "Address 2 cannot be empty"],
    [defaultMessages.message.empty, "Message cannot be empty"],
    [defaultMessages.orderId.empty, "Order id cannot be empty"],
    [defaultMessages.orderId.specialCharacters, "The order id must not have special characters"],
    [defaultMessages.reason.empty, "Reason cannot be empty"],
    [defaultMessages.zipCode.empty, "Zip code cannot be empty"],
    [defaultMessages.zipCode.notNumeric, "Zip code only accepts numbers"],
    [defaultMessages.form.requiredFields, "You must fill out the fields to continue"],
    [defaultMessages.form.termsNotAccepted, "You must accept terms and conditions"],
    [
      defaultMessages.floatingCancel.required,
      "All fields are required and ReCAPTCHA must be completed.",
    ],
    [defaultMessages.floatingCancel.invalidEmail, "Please enter a valid email address."],
    [defaultMessages.floatingCancel.invalidPhone, "Phone number must be numeric and 10 digits."],
    [defaultMessages.floatingCancel.noDetails, "No additional details"],
    [defaultMessages.hints.reason, "Please select a valid reason for cancellation"],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("mergeMessages", () => {
  it("returns the defaults without overrides", () => {
    expect(mergeMessages()).toEqual(defaultMessages);
    expect(mergeMessages({})).toEqual(defaultMessages);
  });

  it("replaces only the overridden keys and keeps the rest of each group", () => {
    const merged = mergeMessages({ email: { empty: "El correo no puede estar vacío" } });
    expect(merged.email).toEqual({
      empty: "El correo no puede estar vacío",
      startsWithDigit: "The email must not start with numbers",
      shape: "It is missing: @, a dot (.), and other characters, for a valid email",
    });
    expect(merged.phone).toEqual(defaultMessages.phone);
  });

  it("does not change the default catalogue", () => {
    mergeMessages({ city: { empty: "Ciudad vacía" } });
    expect(defaultMessages.city.empty).toBe("City cannot be empty");
  });

  it("ignores unknown groups, unknown keys and values that are not text", () => {
    const overrides = {
      nope: { empty: "x" },
      city: { empty: 42, other: "y" },
    } as unknown as MessageOverrides;
    expect(mergeMessages(overrides)).toEqual(defaultMessages);
  });
});
