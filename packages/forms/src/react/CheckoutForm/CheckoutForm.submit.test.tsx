import type { CallOutcome, PaymentReply } from "@membership/api";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  cardValues,
  fill,
  keptValues,
  purchaseButton,
  renderCheckoutForm,
  shownValues,
  solveCaptchaAndPurchase,
  validValues,
} from "../../test/checkoutForm.js";
import {
  captchaLabel,
  deferred,
  networkError,
  paymentApproved,
  paymentDeclined,
  timedOut,
} from "../../test/fixtures.js";
import { expectFieldMessage, getField } from "../../test/render.js";
import { SLOW_PAYMENT_NOTICE_MS } from "./useSlowPayment.js";

/** One task later, without setTimeout (a test may have faked it). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

/** Waits, task by task, until the payment call was made (the flow's checks run first). */
async function waitForSubmit(submitPayment: { mock: { calls: unknown[] } }) {
  for (let tries = 0; tries < 200 && submitPayment.mock.calls.length === 0; tries += 1) {
    await nextTask();
  }
  expect(submitPayment.mock.calls).toHaveLength(1);
}

describe("CheckoutForm", () => {
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
    // Focus goes to the field to fix, which shows the message again.
    await waitFor(() => expect(getField("Expiration date")).toHaveFocus());
    await expectFieldMessage(
      getField("Expiration date"),
      "The expiration date of your card is not valid",
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
      captchaToken: expect.stringMatching(/\S/),
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
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
    expect(form).toHaveFormValues({ ...shownValues, terms: true });
  });

  it("shows the sending error and the confirmation note when the payment request fails", async () => {
    const { user, form } = renderCheckoutForm({
      termsAccepted: true,
      submitPayment: async () => networkError,
    });
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    // A reset connection may have reached the gateway: the visitor is told to check before trying again.
    expect(dialog).toHaveAccessibleDescription(
      "Error sending the checkout information. Please try again Your payment may still have gone through: check your e-mail for a confirmation before you try again.",
    );
    expect(form).toHaveFormValues(shownValues);
  });

  it("after a timeout keeps the spec's text and adds a line about the confirmation e-mail", async () => {
    const { user } = renderCheckoutForm({
      termsAccepted: true,
      submitPayment: async () => timedOut,
    });
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    const dialog = await screen.findByRole("dialog", { name: "Error" });
    const lines = Array.from(dialog.querySelectorAll("p"), (line) => line.textContent);
    expect(lines).toEqual([
      "Error sending the checkout information. Please try again",
      "Your payment may still have gone through: check your e-mail for a confirmation before you try again.",
    ]);
  });

  it("says the payment is still processing after 10 s, and not before", async () => {
    const reply = deferred<CallOutcome<PaymentReply>>();
    const submitPayment = vi.fn(() => reply.promise);
    const { user } = renderCheckoutForm({
      termsAccepted: true,
      initialValues: keptValues,
      submitPayment,
    });
    await fill(user, cardValues);
    await user.click(screen.getByRole("checkbox", { name: captchaLabel }));
    const stillProcessing = "Still processing your payment — don't close this page";
    // Only the form's timers are faked; Testing Library's own waits need real ones, so no user-event here.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      fireEvent.click(purchaseButton());
      await waitForSubmit(submitPayment);
      expect(screen.getByRole("status")).toHaveTextContent("Processing your payment");
      act(() => vi.advanceTimersByTime(SLOW_PAYMENT_NOTICE_MS - 1));
      expect(screen.queryByText(stillProcessing)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole("status")).toHaveTextContent(stillProcessing);
      const shown = within(screen.getByTestId("loading-overlay")).getByText(stillProcessing);
      expect(shown).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
    reply.resolve(paymentApproved("Approved"));
    await screen.findByRole("dialog", { name: "Successful transaction" });
    expect(screen.queryByText(stillProcessing)).not.toBeInTheDocument();
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
});
