import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CheckoutOrder } from "../../flows.js";
import { memoryPendingOrderStore, type PendingOrder } from "../../pendingOrder.js";
import {
  fill,
  purchaseButton,
  renderCheckoutForm,
  solveCaptchaAndPurchase,
  validValues,
} from "../../test/checkoutForm.js";
import { networkError, paymentApproved, paymentDeclined } from "../../test/fixtures.js";
import { getField } from "../../test/render.js";

describe("CheckoutForm", () => {
  it("asks before a second Purchase of the same plan, and sends it only when confirmed", async () => {
    const submitPayment = vi.fn(async () => networkError);
    const { user } = renderCheckoutForm({ termsAccepted: true, submitPayment });
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Error" })).getByRole("button", {
        name: "OK",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The token went out with the order: it is spent, and the captcha asks again.
    expect(purchaseButton()).toBeDisabled();
    expect(
      screen.getByText(
        /^A payment of \$3\.29 for BASIC with the card ending 1111, sent from this browser, may have gone through\./,
      ),
    ).toBeVisible();

    await solveCaptchaAndPurchase(user);
    const question = await screen.findByRole("dialog", { name: "Purchase again?" });
    expect(question).toHaveAccessibleDescription(
      "You sent this order a few minutes ago and it may have gone through. Check your e-mail for a confirmation before you purchase again.",
    );
    await user.click(within(question).getByRole("button", { name: "Don't purchase" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(submitPayment).toHaveBeenCalledOnce();

    await user.click(purchaseButton());
    const again = await screen.findByRole("dialog", { name: "Purchase again?" });
    await user.click(within(again).getByRole("button", { name: "Purchase again" }));
    await waitFor(() => expect(submitPayment).toHaveBeenCalledTimes(2));
  });

  it("sends a retry of the same purchase with the first order's key, and another card's with a key of its own", async () => {
    const submitPayment = vi.fn(async (_order: CheckoutOrder) => networkError);
    const { user } = renderCheckoutForm({ termsAccepted: true, submitPayment });
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Error" })).getByRole("button", {
        name: "OK",
      }),
    );
    await solveCaptchaAndPurchase(user);
    const again = await screen.findByRole("dialog", { name: "Purchase again?" });
    await user.click(within(again).getByRole("button", { name: "Purchase again" }));
    await waitFor(() => expect(submitPayment).toHaveBeenCalledTimes(2));
    const [first, second] = submitPayment.mock.calls.map(([order]) => order);
    expect(first?.captchaToken).toMatch(/\S/);
    expect(second?.captchaToken).toMatch(/\S/);
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The same plan, amount and card after an unknown outcome: the processor must see the same order.
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);

    await user.click(
      within(await screen.findByRole("dialog", { name: "Error" })).getByRole("button", {
        name: "OK",
      }),
    );
    const cardField = getField("Card number");
    await user.clear(cardField);
    await user.type(cardField, "5555555555554444");
    await solveCaptchaAndPurchase(user);
    const third = await screen.findByRole("dialog", { name: "Purchase again?" });
    await user.click(within(third).getByRole("button", { name: "Purchase again" }));
    await waitFor(() => expect(submitPayment).toHaveBeenCalledTimes(3));
    const another = submitPayment.mock.calls[2]?.[0];
    expect(another?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(another?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it.each([
    ["charged", paymentApproved("Approved"), "charged"],
    ["declined (402)", paymentDeclined("Card declined"), null],
    [
      "refused with a code that is no decline (409)",
      { kind: "rejected", status: 409, text: "Refused" } as const,
      "unknown",
    ],
    ["met by a reset connection", networkError, "unknown"],
  ])(
    "records the order before it leaves, then keeps it as its outcome says: %s → %s",
    async (_, outcome, kept) => {
      const store = memoryPendingOrderStore();
      let recorded: PendingOrder | null = null;
      const submitPayment = vi.fn(async () => {
        recorded = store.read();
        return outcome;
      });
      const { user } = renderCheckoutForm({
        termsAccepted: true,
        submitPayment,
        pendingOrders: store,
      });
      await fill(user, validValues);
      await solveCaptchaAndPurchase(user);
      await waitFor(() => expect(submitPayment).toHaveBeenCalledOnce());
      expect(recorded).toEqual({
        plan: "BASIC",
        trialPrice: "$3.29",
        sentAt: expect.any(Number),
        cardLast4: "1111",
        idempotencyKey: expect.any(String),
        outcome: "unknown",
      });
      // Settled before its dialog shows: a reload while the dialog is open still knows.
      await screen.findByRole("dialog");
      expect(store.read()?.outcome ?? null).toBe(kept);
    },
  );

  it("says this plan was charged a few minutes ago (in any tab), asks first, and buys it again with a key of its own", async () => {
    const store = memoryPendingOrderStore();
    const charged = {
      plan: "BASIC",
      trialPrice: "$3.29",
      sentAt: Date.now() - 60_000,
      cardLast4: "1111",
      idempotencyKey: "key-of-the-order-charged",
      outcome: "charged",
    } as const;
    store.write(charged);
    const submitPayment = vi.fn(async (_order: CheckoutOrder) => paymentApproved("Approved"));
    const { user } = renderCheckoutForm({
      termsAccepted: true,
      submitPayment,
      pendingOrders: store,
    });
    expect(
      await screen.findByText(/with the card ending 1111 went through a few minutes ago/),
    ).toBeVisible();
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    const question = await screen.findByRole("dialog", { name: "Purchase again?" });
    expect(question).toHaveAccessibleDescription(
      "This plan was bought a few minutes ago from this browser, and the payment went through. Check your e-mail for its confirmation before you purchase again.",
    );
    expect(submitPayment).not.toHaveBeenCalled();
    await user.click(within(question).getByRole("button", { name: "Purchase again" }));
    await waitFor(() => expect(submitPayment).toHaveBeenCalledOnce());
    // A purchase after a charge is a new intent: the processor must not answer it with the first charge's reply.
    expect(submitPayment.mock.calls[0]?.[0].idempotencyKey).not.toBe(charged.idempotencyKey);
  });

  it("shows another tab's order as soon as that tab writes it", async () => {
    const store = memoryPendingOrderStore();
    const listeners = new Set<() => void>();
    const shared = {
      ...store,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    renderCheckoutForm({ pendingOrders: shared });
    store.write({
      plan: "BASIC",
      trialPrice: "$3.29",
      sentAt: Date.now(),
      cardLast4: "4242",
      idempotencyKey: "key-of-another-tab",
      outcome: "unknown",
    });
    act(() => {
      for (const listener of listeners) listener();
    });
    expect(
      await screen.findByText(
        /with the card ending 4242, sent from this browser, may have gone through/,
      ),
    ).toBeVisible();
  });

  it("says beside Purchase when the browser cannot keep a note of the order", async () => {
    const store = { ...memoryPendingOrderStore(), durable: () => false };
    renderCheckoutForm({ pendingOrders: store });
    expect(
      await screen.findByText(
        "This browser does not let the site keep a note of your order: if this page reloads, it cannot warn you about a payment already sent.",
      ),
    ).toBeVisible();
  });

  it("after a reload says an order of this plan may have gone through, and asks before buying it again", async () => {
    const store = memoryPendingOrderStore();
    store.write({
      plan: "BASIC",
      trialPrice: "$3.29",
      sentAt: Date.now() - 60_000,
      cardLast4: "4242",
      idempotencyKey: "key-of-the-order-before-the-reload",
      outcome: "unknown",
    });
    const submitPayment = vi.fn(async () => paymentApproved("Approved"));
    const { user } = renderCheckoutForm({
      termsAccepted: true,
      submitPayment,
      pendingOrders: store,
    });
    expect(
      await screen.findByText(
        /with the card ending 4242, sent from this browser, may have gone through/,
      ),
    ).toBeVisible();
    await fill(user, validValues);
    await solveCaptchaAndPurchase(user);
    expect(await screen.findByRole("dialog", { name: "Purchase again?" })).toBeVisible();
    expect(submitPayment).not.toHaveBeenCalled();
  });
});
