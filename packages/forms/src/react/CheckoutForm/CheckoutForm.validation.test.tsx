import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderCheckoutForm } from "../../test/checkoutForm.js";
import { expectFieldMessage, getField, typeAndLeave } from "../../test/render.js";

describe("CheckoutForm", () => {
  const badValues = [
    ["Card number", "4111 11a1", "This field only accepts numbers"],
    ["Card number", "41111111111111112", "This field must have 16 digits"],
    ["CVV", "12a", "This field only accepts numbers"],
    // Per change the spec's field rule wants 4 characters; a 3-digit cvv still purchases.
    ["CVV", "123", "The cvv must have 3 digits"],
    ["Expiration date", "08-2", "Please enter a valid expDate format(mm-yy)"],
    ["Expiration date", "13-27", "The expiration date of your card is not valid"],
    ["Expiration date", "05-26", "The expiration date of your card is not valid"],
    ["First name", "J4ne", "It doesn't have valid characters for a name"],
    ["Last name", "D0e", "It doesn't have valid characters for a last name"],
    ["Zip code", "33l39", "Zip code only accepts numbers"],
    ["Email", "4jane@example.com", "The email must not start with numbers"],
    ["Phone number", "305555010", "The phone number must be 10 digits"],
  ] as const;

  it.each(badValues)("typing %s %j and leaving shows %j", async (label, value, message) => {
    const { user } = renderCheckoutForm();
    await typeAndLeave(user, getField(label), value);
    await expectFieldMessage(getField(label), message);
  });

  it("shows no message while the visitor types, only once the field is left", async () => {
    const { user } = renderCheckoutForm();
    await user.type(getField("Zip code"), "33l");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getField("Zip code")).not.toHaveAttribute("aria-invalid");
    await user.tab();
    await expectFieldMessage(getField("Zip code"), "Zip code only accepts numbers");
    await user.type(getField("Zip code"), "{Backspace}39");
    await waitFor(() => expect(getField("Zip code")).not.toHaveAttribute("aria-invalid"));
  });

  const emptiedFields = [
    ["Address", "Address cannot be empty"],
    ["Address 2", "Address 2 cannot be empty"],
    ["City", "City cannot be empty"],
    ["Last name", "Last name cannot be empty"],
  ] as const;

  it.each(emptiedFields)("emptying %s and leaving shows %j", async (label, message) => {
    const { user } = renderCheckoutForm();
    await user.type(getField(label), "x");
    await user.clear(getField(label));
    await user.tab();
    await expectFieldMessage(getField(label), message);
  });
});
