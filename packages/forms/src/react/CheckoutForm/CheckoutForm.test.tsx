import type { CallOutcome, PaymentReply } from "@membership/api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stateNames } from "../../states.js";
import {
  basicPlan,
  captchaLabel,
  deferred,
  dialogCatalogue,
  FakeCaptcha,
  networkError,
  paymentApproved,
  paymentDeclined,
  premiumPlan,
} from "../../test/fixtures.js";
import { getField, renderWithTheme } from "../../test/render.js";
import type { CheckoutValues } from "../../values.js";
import { CheckoutForm, type CheckoutFormProps } from "./CheckoutForm.js";

// June 2026: "08-27" is a valid expiry, "05-26" has passed.
const now = new Date(2026, 5, 15);

const validValues: CheckoutValues = {
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

const termsName = "I have read and accept the terms and conditions";

function renderCheckoutForm(props: Partial<CheckoutFormProps> = {}) {
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
  return { user: userEvent.setup(), submitPayment, onDone, onTermsChange, form, ...view };
}

const purchaseButton = () => screen.getByRole("button", { name: "Purchase" });
const termsCheckbox = () => screen.getByRole("checkbox", { name: termsName });

async function fill(user: UserEvent, values: Partial<CheckoutValues>) {
  for (const [name, value] of Object.entries(values)) {
    const control = getField(labels[name as keyof CheckoutValues]);
    if (control instanceof HTMLSelectElement) {
      await user.selectOptions(control, value);
      continue;
    }
    await user.clear(control);
    if (value) await user.type(control, value);
  }
}

async function solveCaptchaAndPurchase(user: UserEvent) {
  await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
  await user.click(purchaseButton());
}

describe("CheckoutForm", () => {
  it("shows payment details, the plan card with the terms, the order summary and the billing address", () => {
    renderCheckoutForm({ plan: premiumPlan });
    const headings = screen.getAllByRole("heading").map((heading) => heading.textContent);
    expect(headings).toEqual(["Payment details", "PREMIUM", "Order summary", "Billing address"]);
    expect(screen.getByRole("heading", { name: "PREMIUM", level: 3 })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Buy" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
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
    ["CVV", "fcvv", "cc-csc", "numeric"],
    ["Expiration date", "expDate", "cc-exp", "text"],
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
    expect(form).toHaveFormValues(validValues);
  });

  const badValues = [
    ["Card number", "4111 1111", "This field only accepts numbers"],
    ["Card number", "41111111111111112", "This field must have 16 digits"],
    ["CVV", "12a", "This field only accepts numbers"],
    // Per change the spec's field rule wants 4 characters; a 3-digit cvv still purchases.
    ["CVV", "123", "The cvv must have 3 digits"],
    ["CVV", "12345", "The cvv must not have more than 3 digits"],
    ["Expiration date", "0827", "Please enter a valid expDate format(mm-yy)"],
    ["Expiration date", "13-27", "The expiration date of your card is not valid"],
    ["Expiration date", "05-26", "The expiration date of your card is not valid"],
    ["First name", "J4ne", "It doesn't have valid characters for a name"],
    ["Last name", "D0e", "It doesn't have valid characters for a last name"],
    ["Zip code", "33l39", "Zip code only accepts numbers"],
    ["Email", "4jane@example.com", "The email must not start with numbers"],
    ["Phone number", "305555010", "The phone number must be 10 digits"],
  ] as const;

  it.each(badValues)("typing %s %j shows %j", async (label, value, message) => {
    const { user } = renderCheckoutForm();
    await user.type(getField(label), value);
    expect(getField(label)).toHaveAttribute("aria-invalid", "true");
    expect(getField(label)).toHaveAccessibleDescription(message);
  });

  const emptiedFields = [
    ["Address", "Address cannot be empty"],
    ["Address 2", "Address 2 cannot be empty"],
    ["City", "City cannot be empty"],
    ["Last name", "Last name cannot be empty"],
  ] as const;

  it.each(emptiedFields)("emptying %s shows %j", async (label, message) => {
    const { user } = renderCheckoutForm();
    await user.type(getField(label), "x");
    await user.clear(getField(label));
    expect(getField(label)).toHaveAccessibleDescription(message);
  });

  it("keeps Purchase disabled until the captcha is solved", async () => {
    const { user } = renderCheckoutForm();
    expect(purchaseButton()).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
    expect(purchaseButton()).toBeEnabled();
  });

  it("refuses to buy without the terms, and saves the choice", async () => {
    const { user, submitPayment, onTermsChange } = renderCheckoutForm();
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("You must accept terms and conditions");
    expect(onTermsChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(submitPayment).not.toHaveBeenCalled();
    // While the dialog shows the message, the checkbox does not repeat it.
    expect(screen.getAllByText("You must accept terms and conditions")).toHaveLength(1);
    expect(termsCheckbox()).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(termsCheckbox()).toHaveFocus());
    expect(termsCheckbox()).toHaveAccessibleDescription("You must accept terms and conditions");
    expect(screen.getAllByText("You must accept terms and conditions")).toHaveLength(1);
  });

  it("reports ticking the terms and starts from the saved choice", async () => {
    const { user, onTermsChange, rerender } = renderCheckoutForm();
    expect(termsCheckbox()).not.toBeChecked();
    await user.click(termsCheckbox());
    expect(onTermsChange).toHaveBeenLastCalledWith(true);
    await user.click(termsCheckbox());
    expect(onTermsChange).toHaveBeenLastCalledWith(false);
    expect(termsCheckbox()).toHaveAccessibleDescription("You must accept terms and conditions");
    rerender(
      <CheckoutForm
        plan={basicPlan}
        submitPayment={vi.fn()}
        captcha={FakeCaptcha}
        dialogs={dialogCatalogue}
        termsAccepted
      />,
    );
    expect(termsCheckbox()).toBeChecked();
  });

  it("shows the required-fields dialog when the terms are ticked but fields are empty", async () => {
    const { user, submitPayment } = renderCheckoutForm({ termsAccepted: true });
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("You must fill out the fields to continue");
    expect(within(dialog).getByRole("button", { name: "Sure!" })).toBeVisible();
    expect(submitPayment).not.toHaveBeenCalled();
  });

  it("shows the bad-expiry dialog for a card that has expired", async () => {
    const { user, submitPayment } = renderCheckoutForm({ termsAccepted: true });
    await fill(user, { ...validValues, expDate: "05-26" });
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("The expiration date of your card is not valid");
    expect(submitPayment).not.toHaveBeenCalled();
    expect(screen.getAllByText("The expiration date of your card is not valid")).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(getField("Expiration date")).toHaveAccessibleDescription(
        "The expiration date of your card is not valid",
      ),
    );
    expect(screen.getAllByText("The expiration date of your card is not valid")).toHaveLength(1);
  });

  it("purchases with a 3-digit cvv, confirms with the reply, then clears and hands over", async () => {
    const submitPayment = vi.fn(async () => paymentApproved("Transaction approved: 7781"));
    const { user, onDone, form } = renderCheckoutForm({ termsAccepted: true, submitPayment });
    await fill(user, { ...validValues, fcvv: "123", city: " Miami " });
    await solveCaptchaAndPurchase(user);

    const dialog = await screen.findByRole("dialog", { name: "Successful transaction" });
    expect(dialog).toHaveAccessibleDescription(
      "Transaction approved: 7781 An email with the order details will be sent to you shortly.",
    );
    expect(submitPayment).toHaveBeenCalledExactlyOnceWith({
      ...validValues,
      fcvv: "123",
      cardType: "Visa",
      expMonth: "08",
      expYear: "2027",
    });
    // The card is gone from the page while the success dialog shows; the billing address stays until it closes.
    expect(form).toHaveFormValues({ cardNumber: "", fcvv: "", expDate: "", city: " Miami " });

    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ clearStorage: ["terms", "plan", "session"], redirectTo: "/" }),
    );
    expect(form).toHaveFormValues({ cardNumber: "", fcvv: "", state: "", terms: false });
    expect(purchaseButton()).toBeDisabled();
  });

  it("shows the provider's ResponseData on a decline and keeps what was typed", async () => {
    const { user, form } = renderCheckoutForm({
      termsAccepted: true,
      submitPayment: async () => paymentDeclined("Insufficient funds"),
    });
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error!" });
    expect(dialog).toHaveAccessibleDescription("Insufficient funds");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(form).toHaveFormValues({ ...validValues, terms: true });
  });

  it("shows the sending error when the payment request fails", async () => {
    const { user, form } = renderCheckoutForm({
      termsAccepted: true,
      submitPayment: async () => networkError,
    });
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    expect(dialog).toHaveAccessibleDescription(
      "Error sending the checkout information. Please try again",
    );
    expect(form).toHaveFormValues(validValues);
  });

  it("shows the loading overlay and blocks a second purchase while paying", async () => {
    const reply = deferred<CallOutcome<PaymentReply>>();
    const submitPayment = vi.fn(() => reply.promise);
    const { user } = renderCheckoutForm({ termsAccepted: true, submitPayment });
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    expect(screen.getByRole("status")).toHaveTextContent("Processing your payment");
    expect(purchaseButton()).toBeDisabled();
    await user.click(purchaseButton());
    expect(submitPayment).toHaveBeenCalledOnce();
    reply.resolve(paymentApproved("OK"));
    await screen.findByRole("dialog", { name: "Successful transaction" });
  });

  it("renders the terms link through the site's router link", () => {
    renderCheckoutForm({
      termsHref: "/terms",
      renderLink: ({ to, children }) => (
        <a href={to} data-router-link="">
          {children}
        </a>
      ),
    });
    const link = screen.getByRole("link", { name: "terms and conditions" });
    expect(link).toHaveAttribute("href", "/terms");
    expect(link).toHaveAttribute("data-router-link");
  });
});
