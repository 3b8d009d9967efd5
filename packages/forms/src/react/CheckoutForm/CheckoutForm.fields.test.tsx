import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stateNames } from "../../states.js";
import {
  fill,
  renderCheckoutForm,
  shownValues,
  termsLinkName,
  validValues,
} from "../../test/checkoutForm.js";
import { premiumPlan } from "../../test/fixtures.js";
import { getField } from "../../test/render.js";

describe("CheckoutForm", () => {
  it("shows payment details, the plan card with the terms, the order summary and the billing address", () => {
    renderCheckoutForm({ plan: premiumPlan });
    const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
    expect(headings).toEqual(["Payment details", "PREMIUM", "Order summary", "Billing address"]);
    expect(screen.getByRole("heading", { name: "PREMIUM", level: 3 })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Buy" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: termsLinkName })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );

    const summary = screen.getByRole("region", { name: "Order summary" });
    const rows = Array.from(summary.querySelectorAll("dl > div"), (row) => [
      row.querySelector("dt")?.textContent,
      row.querySelector("dd")?.textContent,
    ]);
    expect(rows).toEqual([
      ["Plan", "PREMIUM"],
      ["Monthly price after the trial", "$49.95"],
      ["Trial charge", "$3.29"],
      ["Total", "$3.29"],
    ]);
  });

  const controls = [
    ["Card number", "cardNumber", "cc-number", "numeric"],
    ["Expiration date", "expDate", "cc-exp", "numeric"],
    ["CVV", "fcvv", "cc-csc", "numeric"],
    ["First name", "firstName", "given-name", "text"],
    ["Last name", "lastName", "family-name", "text"],
    ["Address", "address", "street-address", "text"],
    ["Address 2", "addressApt", "address-line2", "text"],
    ["City", "city", "address-level2", "text"],
    ["State", "state", "address-level1", null],
    ["Zip code", "zipCode", "postal-code", "numeric"],
    ["Email", "email", "email", "email"],
    ["Phone number", "phoneNumber", "tel", "tel"],
  ] as const;

  it.each(controls)(
    "%s is named %s with autocomplete %s",
    (label, name, autoComplete, inputMode) => {
      renderCheckoutForm();
      const control = getField(label);
      expect(control).toHaveAttribute("name", name);
      expect(control).toHaveAttribute("autocomplete", autoComplete);
      if (inputMode) expect(control).toHaveAttribute("inputmode", inputMode);
      expect(control).toBeRequired();
    },
  );

  it("asks for the expiry as mm-yy and offers every state by its full name", async () => {
    const { user, form } = renderCheckoutForm();
    expect(getField("Expiration date")).toHaveAttribute("placeholder", "mm-yy");
    const state = getField("State") as HTMLSelectElement;
    const options = Array.from(state.options, (option) => option.value);
    expect(options).toEqual(["", ...stateNames]);
    expect(options).toHaveLength(52);
    await fill(user, validValues);
    expect(form).toHaveFormValues(shownValues);
  });

  it("orders the card's fields as a card prints them: number, expiry, CVV", () => {
    renderCheckoutForm();
    const order = screen
      .getAllByRole("textbox")
      .slice(0, 3)
      .map((control) => control.getAttribute("name"));
    expect(order).toEqual(["cardNumber", "expDate", "fcvv"]);
  });

  it("shows the accepted cards' logos at the card number", () => {
    renderCheckoutForm({
      acceptedCards: [
        { label: "Visa", src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" },
        {
          label: "Mastercard",
          src: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
        },
      ],
    });
    const logos = screen.getByRole("list", { name: "Accepted cards" });
    expect(
      within(logos)
        .getAllByRole("img")
        .map((logo) => logo.getAttribute("alt")),
    ).toEqual(["Visa", "Mastercard"]);
  });

  it("gives the CVV 4 characters at most and says where the code is", async () => {
    const { user } = renderCheckoutForm();
    const cvv = getField("CVV");
    expect(cvv).toHaveAttribute("maxlength", "4");
    expect(cvv).toHaveAccessibleDescription(
      "The 3 digits on the back of your card (American Express: 4 on the front)",
    );
    await user.type(cvv, "12345");
    expect(cvv).toHaveValue("1234");
  });

  it("says what to enter in Address 2 when there is no apartment", () => {
    renderCheckoutForm();
    expect(getField("Address 2")).toHaveAccessibleDescription(
      "No apartment, suite or unit? Enter N/A",
    );
  });
});
