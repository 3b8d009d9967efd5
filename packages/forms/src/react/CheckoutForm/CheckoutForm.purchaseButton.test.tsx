import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { purchaseButton, renderCheckoutForm } from "../../test/checkoutForm.js";
import {
  basicPlan,
  captchaLabel,
  contactDetails,
  premiumPlan,
  UnavailableCaptcha,
} from "../../test/fixtures.js";

describe("CheckoutForm", () => {
  it("keeps Purchase disabled until the captcha is solved, and says so next to it", async () => {
    const { user } = renderCheckoutForm();
    expect(purchaseButton()).toBeDisabled();
    expect(purchaseButton()).toHaveAccessibleDescription("Complete the captcha above to continue.");
    expect(screen.getByText("Complete the captcha above to continue.")).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
    expect(purchaseButton()).toBeEnabled();
    expect(purchaseButton()).not.toHaveAccessibleDescription();
  });

  it("disables Purchase again when the captcha expires, and says so", async () => {
    const { user } = renderCheckoutForm();
    const captcha = screen.getByRole("checkbox", { name: captchaLabel });
    await user.click(captcha);
    await user.click(captcha);
    expect(purchaseButton()).toBeDisabled();
    const line = screen.getByText("The captcha expired. Please complete it again.");
    expect(line).toBeVisible();
    expect(line).toHaveAttribute("aria-live", "polite");
  });

  it("says when the captcha cannot load and offers the phone number", () => {
    renderCheckoutForm({ captcha: UnavailableCaptcha, supportPhone: contactDetails });
    expect(purchaseButton()).toBeDisabled();
    expect(purchaseButton()).toHaveAccessibleDescription(
      "The captcha could not load, so the form cannot be sent. Please reload the page. You can also call us at (800) 555-0100.",
    );
    expect(screen.getByRole("link", { name: "(800) 555-0100" })).toHaveAttribute(
      "href",
      "tel:8005550100",
    );
  });

  it("puts the total and the renewal terms directly above Purchase", () => {
    renderCheckoutForm({ plan: premiumPlan });
    const terms = "$3.29 today, then $49.95 a month after 30 days; cancel any time";
    expect(purchaseButton().previousElementSibling).toHaveTextContent(terms);
    expect(screen.getByText(terms)).toBeVisible();
  });

  it("takes the trial's days from the site when it gives them", () => {
    renderCheckoutForm({ trialDays: 14 });
    expect(purchaseButton().previousElementSibling).toHaveTextContent(
      "$3.29 today, then $39.95 a month after 14 days; cancel any time",
    );
  });

  it("takes the trial's days from the plan's data, whatever its trial text says", () => {
    const plan = { ...basicPlan, subscriptionTrialInfo: "Prueba de 14 días por", trialDays: 14 };
    renderCheckoutForm({ plan });
    expect(purchaseButton().previousElementSibling).toHaveTextContent(
      "$3.29 today, then $39.95 a month after 14 days; cancel any time",
    );
  });

  it("shows no renewal terms when neither the site nor the plan gives the trial's days", () => {
    renderCheckoutForm({ plan: { ...basicPlan, trialDays: undefined } });
    expect(screen.queryByText(/cancel any time/)).toBeNull();
  });

  it("links the support phone to the site's own tel: link when it gives one", () => {
    renderCheckoutForm({
      captcha: UnavailableCaptcha,
      supportPhone: { phone: "(800) 555-0100", phoneHref: "tel:+18005550100" },
    });
    expect(screen.getByRole("link", { name: "(800) 555-0100" })).toHaveAttribute(
      "href",
      "tel:+18005550100",
    );
  });

  it("makes Purchase a full-width button at least 44 px tall on a phone", async () => {
    await page.viewport(390, 844);
    try {
      const { form } = renderCheckoutForm();
      const button = purchaseButton().getBoundingClientRect();
      expect(button.width).toBe(form.getBoundingClientRect().width);
      expect(button.height).toBeGreaterThanOrEqual(44);
    } finally {
      await page.viewport(414, 896);
    }
  });
});
