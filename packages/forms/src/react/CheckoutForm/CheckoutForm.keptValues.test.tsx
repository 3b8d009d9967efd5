import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  cardValues,
  fill,
  keptValues,
  renderCheckoutForm,
  validValues,
} from "../../test/checkoutForm.js";
import { basicPlan, FakeCaptcha } from "../../test/fixtures.js";
import { getField, typeAndLeave } from "../../test/render.js";
import { cardFields, type KeptCheckoutValues } from "../../values.js";
import { CheckoutForm } from "./CheckoutForm.js";

describe("CheckoutForm", () => {
  it("hands the site the non-card values on each change, never the card's", async () => {
    const onValuesChange = vi.fn<(values: KeptCheckoutValues) => void>();
    const { user } = renderCheckoutForm({ onValuesChange });
    const typed = { ...cardValues, city: "Miami", email: "jane@example.com" };
    await fill(user, typed);
    const reported = onValuesChange.mock.calls.map(([values]) => values);
    expect(reported.length).toBeGreaterThan(0);
    for (const values of reported) {
      for (const field of cardFields) expect(values).not.toHaveProperty(field);
    }
    const everything = JSON.stringify(reported);
    for (const secret of [validValues.cardNumber, validValues.fcvv, validValues.expDate]) {
      expect(everything).not.toContain(secret);
    }
    expect(reported.at(-1)).toEqual({
      ...Object.fromEntries(Object.keys(keptValues).map((field) => [field, ""])),
      city: "Miami",
      email: "jane@example.com",
    });
  });

  it("starts from kept values that arrive after the first render, but never fills the card", async () => {
    const { user, rerender, form } = renderCheckoutForm();
    await typeAndLeave(user, getField("City"), "Tampa");
    rerender(
      <CheckoutForm
        plan={basicPlan}
        submitPayment={vi.fn()}
        captcha={FakeCaptcha}
        initialValues={{ ...keptValues, ...({ cardNumber: "4111111111111111" } as object) }}
      />,
    );
    await waitFor(() =>
      expect(form).toHaveFormValues({ ...keptValues, city: "Tampa", cardNumber: "" }),
    );
  });
});
