import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cardValues,
  fill,
  keptValues,
  renderCheckoutForm,
  solveCaptchaAndPurchase,
} from "../../test/checkoutForm.js";
import { getField, typeAndLeave } from "../../test/render.js";
import { loadRules } from "../shared/rules.js";

// The rules' chunk groups what is typed; a visitor's first focus loads it, and a test types faster than it arrives.
beforeAll(async () => {
  await loadRules();
});

describe("CheckoutForm", () => {
  const cardNumbers = [
    ["typed with spaces", "4111 1111 1111 1111", "4111 1111 1111 1111", "Visa"],
    ["typed with dashes", "4111-1111-1111-1111", "4111 1111 1111 1111", "Visa"],
    ["typed as digits", "5555555555554444", "5555 5555 5555 4444", "Mastercard"],
    ["of American Express", "378282246310005", "3782 822463 10005", "American Express"],
  ] as const;

  it.each(cardNumbers)(
    "shows a card number %s in groups, names its brand and orders its digits only",
    async (_, typed, shown, brand) => {
      const { user, submitPayment } = renderCheckoutForm({
        termsAccepted: true,
        initialValues: keptValues,
      });
      await fill(user, { ...cardValues, cardNumber: typed });
      expect(getField("Card number")).toHaveValue(shown);
      expect(getField("Card number")).not.toHaveAttribute("aria-invalid");
      const brandLine = screen.getByText(`Card type: ${brand}`);
      expect(brandLine).toBeVisible();
      expect(brandLine).toHaveAttribute("aria-live", "polite");
      await solveCaptchaAndPurchase(user);
      await screen.findByRole("dialog", { name: "Successful transaction" });
      expect(submitPayment).toHaveBeenCalledWith(
        expect.objectContaining({ cardNumber: shown.replaceAll(" ", ""), cardType: brand }),
      );
    },
  );

  it("takes a pasted card number without its spaces and keeps the caret after the same digit", async () => {
    const { user } = renderCheckoutForm();
    const cardNumber = getField("Card number") as HTMLInputElement;
    await user.click(cardNumber);
    await user.paste("4111 1111 1111 1111");
    expect(cardNumber).toHaveValue("4111 1111 1111 1111");
    // An edit in the middle: the caret stays after the digit typed, not at the end.
    cardNumber.setSelectionRange(4, 4);
    await user.keyboard("{Backspace}");
    expect(cardNumber).toHaveValue("4111 1111 1111 111");
    expect(cardNumber.selectionStart).toBe(3);
  });

  const expiries = [
    ["typed as digits", "1229"],
    ["typed with a slash", "12/29"],
    ["typed with spaces", "12 / 29"],
    ["typed with a 4-digit year", "12/2029"],
  ] as const;

  it.each(expiries)("takes an expiry %s as 12-29", async (_, typed) => {
    const { user } = renderCheckoutForm();
    await typeAndLeave(user, getField("Expiration date"), typed);
    expect(getField("Expiration date")).toHaveValue("12-29");
    expect(getField("Expiration date")).not.toHaveAttribute("aria-invalid");
  });

  it.each(expiries)("takes an expiry pasted or autofilled %s as 12-29", async (_, pasted) => {
    const { user } = renderCheckoutForm();
    await user.click(getField("Expiration date"));
    await user.paste(pasted);
    expect(getField("Expiration date")).toHaveValue("12-29");
  });

  it("puts the dash after the month, lets Backspace remove it, and keeps the format hint in view", async () => {
    const { user } = renderCheckoutForm();
    const expiry = getField("Expiration date");
    expect(expiry).toHaveAccessibleDescription("Please enter a valid expDate format(mm-yy)");
    await user.type(expiry, "12");
    expect(expiry).toHaveValue("12-");
    await user.keyboard("{Backspace}");
    expect(expiry).toHaveValue("12");
  });

  it.each(["(305) 555-0100", "305-555-0100", "+1 305 555 0100"])(
    "takes the phone %j as its ten digits",
    async (typed) => {
      const { user } = renderCheckoutForm();
      await typeAndLeave(user, getField("Phone number"), typed);
      expect(getField("Phone number")).toHaveValue("3055550100");
      expect(getField("Phone number")).toHaveAccessibleDescription("10-digit US number");
    },
  );
});
