// What the checkout form's tests share: a visitor's valid entries, the form rendered with fakes, and its steps.
import { type RenderResult, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { type Mock, vi } from "vitest";
import { CheckoutForm, type CheckoutFormProps } from "../react/CheckoutForm/CheckoutForm.js";
import type { CheckoutValues } from "../values.js";
import {
  basicPlan,
  captchaLabel,
  dialogCatalogue,
  FakeCaptcha,
  paymentApproved,
} from "./fixtures.js";
import { fillByLabels, renderWithTheme, visitor } from "./render.js";

// June 2026: "08-27" is a valid expiry, "05-26" has passed.
export const now = new Date(2026, 5, 15);

export const validValues: CheckoutValues = {
  cardNumber: "4111111111111111",
  fcvv: "1234",
  expDate: "08-27",
  firstName: "Jane",
  lastName: "Doe",
  address: "100 Ocean Drive",
  addressApt: "Apt 4",
  city: "Miami",
  state: "Florida",
  zipCode: "33139",
  email: "jane@example.com",
  phoneNumber: "3055550100",
};

// What the page shows: the card number in groups (the order carries its digits only).
export const shownValues = { ...validValues, cardNumber: "4111 1111 1111 1111" };

// The card's fields, and the others a site may keep for the tab (tests start from those to type less).
const { cardNumber, expDate, fcvv, ...keptValues } = validValues;

export { keptValues };
export const cardValues = { cardNumber, expDate, fcvv };

const labels = {
  cardNumber: "Card number",
  fcvv: "CVV",
  expDate: "Expiration date",
  firstName: "First name",
  lastName: "Last name",
  address: "Address",
  addressApt: "Address 2",
  city: "City",
  state: "State",
  zipCode: "Zip code",
  email: "Email",
  phoneNumber: "Phone number",
} as const satisfies Record<keyof CheckoutValues, string>;

export const termsName = "I have read and accept the terms and conditions";
export const termsLinkName = "terms and conditions (opens in a new tab)";

/** The rendered form, with a visitor at the keyboard and the mocks it was given. */
interface RenderedCheckoutForm extends RenderResult {
  user: UserEvent;
  submitPayment: Mock<CheckoutFormProps["submitPayment"]>;
  onDone: Mock;
  onTermsChange: Mock;
  form: HTMLFormElement;
}

export function renderCheckoutForm(props: Partial<CheckoutFormProps> = {}): RenderedCheckoutForm {
  const submitPayment = vi.fn<CheckoutFormProps["submitPayment"]>(async () =>
    paymentApproved("Approved"),
  );
  const onDone = vi.fn();
  const onTermsChange = vi.fn();
  const view = renderWithTheme(
    <CheckoutForm
      plan={basicPlan}
      submitPayment={submitPayment}
      now={now}
      captcha={FakeCaptcha}
      dialogs={dialogCatalogue}
      onDone={onDone}
      onTermsChange={onTermsChange}
      {...props}
    />,
  );
  const form = view.container.querySelector("form") as HTMLFormElement;
  return { user: visitor(), submitPayment, onDone, onTermsChange, form, ...view };
}

export const purchaseButton = () => screen.getByRole("button", { name: "Purchase" });
export const termsCheckbox = () => screen.getByRole("checkbox", { name: termsName });

export const fill = (user: UserEvent, values: Partial<CheckoutValues>) =>
  fillByLabels(user, labels, values);

export async function solveCaptchaAndPurchase(user: UserEvent) {
  await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
  await user.click(purchaseButton());
}
