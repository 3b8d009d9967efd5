import type { CallOutcome, PaymentReply } from "@membership/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { submitCheckout } from "./flows.js";
import { failures } from "./test/flows.js";
import { networkError, timedOut } from "./test/outcomes.js";
import type { CheckoutValues } from "./values.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("submitCheckout", () => {
  const now = new Date(2026, 5, 15);
  const values: CheckoutValues = {
    cardNumber: " 5555555555554444 ",
    fcvv: "123 ",
    expDate: " 07-26",
    firstName: " Ana ",
    lastName: "Smith ",
    address: " 1 Main St",
    addressApt: "Apt 2 ",
    city: " Miami ",
    state: " Florida",
    zipCode: "33131 ",
    email: " ana@example.com ",
    phoneNumber: " 3055551234 ",
  };
  const paid = (reply: PaymentReply = { ResponseCode: 200, ResponseData: "Approved #77" }) =>
    vi.fn(async (): Promise<CallOutcome<PaymentReply>> => ({ kind: "sent", value: reply }));

  it("checks the terms first and saves the choice, even with an empty form", async () => {
    const saveTermsAccepted = vi.fn();
    const submitPayment = paid();
    const result = await submitCheckout(
      { ...values, cardNumber: "" },
      { termsAccepted: false, saveTermsAccepted, submitPayment, now },
    );
    expect(saveTermsAccepted).toHaveBeenCalledExactlyOnceWith(false);
    expect(result).toEqual({
      status: "invalid",
      dialog: "termsNotAccepted",
      text: "You must accept terms and conditions",
      field: "terms",
      ...failures.invalid,
    });
    expect(submitPayment).not.toHaveBeenCalled();
  });

  it("saves an accepted choice too", async () => {
    const saveTermsAccepted = vi.fn();
    await submitCheckout(values, {
      termsAccepted: true,
      saveTermsAccepted,
      submitPayment: paid(),
      now,
    });
    expect(saveTermsAccepted).toHaveBeenCalledExactlyOnceWith(true);
  });

  it("then asks for every field (address 2 included) before any format check", async () => {
    const result = await submitCheckout(
      { ...values, cardNumber: "abc", addressApt: " " },
      { termsAccepted: true, submitPayment: paid(), now },
    );
    expect(result).toMatchObject({
      status: "invalid",
      dialog: "requiredFields",
      text: "You must fill out the fields to continue",
      field: "addressApt",
    });
  });

  it.each([
    ["cardNumber", "4111x", "This field only accepts numbers"],
    ["cardNumber", "41111111111111112", "This field must have 16 digits"],
    ["fcvv", "12", "The cvv must have 3 digits"],
    ["fcvv", "12345", "The cvv must not have more than 3 digits"],
    ["fcvv", "1a3", "This field only accepts numbers"],
    ["expDate", "7-26", "Please enter a valid expDate format(mm-yy)"],
    ["firstName", "Ana1", "It doesn't have valid characters for a name"],
    ["lastName", "Sm1th", "It doesn't have valid characters for a last name"],
    ["state", "FL", "Please select a valid state"],
    ["zipCode", "3313A", "Zip code only accepts numbers"],
    ["email", "ana", "It is missing: @, a dot (.), and other characters, for a valid email"],
    ["phoneNumber", "305555123", "The phone number must be 10 digits"],
  ] as const)("then the format of %s (%j) → %j", async (field, value, text) => {
    const submitPayment = paid();
    const result = await submitCheckout(
      { ...values, [field]: value },
      { termsAccepted: true, submitPayment, now },
    );
    expect(result).toEqual({
      status: "invalid",
      dialog: "formatFailure",
      text,
      field,
      ...failures.invalid,
    });
    expect(submitPayment).not.toHaveBeenCalled();
  });

  it("runs the format checks before the expiry check", async () => {
    const result = await submitCheckout(
      { ...values, fcvv: "1", expDate: "01-20" },
      { termsAccepted: true, submitPayment: paid(), now },
    );
    expect(result.dialog).toBe("formatFailure");
  });

  it.each(["06-26", "05-26", "12-25", "13-27", "00-27"])(
    "then the expiry: %s is refused with the expiry dialog",
    async (expDate) => {
      const submitPayment = paid();
      const result = await submitCheckout(
        { ...values, expDate },
        { termsAccepted: true, submitPayment, now },
      );
      expect(result).toEqual({
        status: "invalid",
        dialog: "badExpiry",
        text: "The expiration date of your card is not valid",
        field: "expDate",
        ...failures.invalid,
      });
      expect(submitPayment).not.toHaveBeenCalled();
    },
  );

  it("sends trimmed values with the card type and the split expiry, then clears everything", async () => {
    const submitPayment = paid();
    const result = await submitCheckout(values, { termsAccepted: true, submitPayment, now });
    expect(submitPayment).toHaveBeenCalledExactlyOnceWith({
      cardNumber: "5555555555554444",
      fcvv: "123",
      expDate: "07-26",
      firstName: "Ana",
      lastName: "Smith",
      address: "1 Main St",
      addressApt: "Apt 2",
      city: "Miami",
      state: "Florida",
      zipCode: "33131",
      email: "ana@example.com",
      phoneNumber: "3055551234",
      cardType: "Mastercard",
      expMonth: "07",
      expYear: "2026",
    });
    expect(result).toEqual({
      status: "succeeded",
      dialog: "checkoutSucceeded",
      text: "Approved #77",
      clearForm: true,
      clearStorage: ["terms", "plan", "session"],
      final: true,
      redirectTo: "/",
    });
  });

  it("purchases with a 4-digit cvv as well as a 3-digit one", async () => {
    const submitPayment = paid();
    const result = await submitCheckout(
      { ...values, fcvv: "1234" },
      { termsAccepted: true, submitPayment, now },
    );
    expect(result.status).toBe("succeeded");
  });

  it('counts a ResponseCode of "200" text as success', async () => {
    const reply = { ResponseCode: "200", ResponseData: "OK" } as unknown as PaymentReply;
    const result = await submitCheckout(values, {
      termsAccepted: true,
      submitPayment: paid(reply),
      now,
    });
    expect(result).toMatchObject({ status: "succeeded", text: "OK" });
  });

  /** The checkout's outcome when the payment call ends with `outcome`. */
  const checkoutAnswered = (outcome: CallOutcome<PaymentReply>) =>
    submitCheckout(values, { termsAccepted: true, submitPayment: async () => outcome, now });

  const mayHaveGoneThrough =
    "Your payment may still have gone through: check your e-mail for a confirmation before you try again.";

  it.each([
    ["the spec's decline (402)", 402, undefined, { final: true }],
    ["a code the site declares a decline", 451, [402, 451], { final: true }],
    ["a refused order key (409)", 409, undefined, { note: mayHaveGoneThrough }],
    ["a server error in the processor's JSON (500)", 500, undefined, { note: mayHaveGoneThrough }],
    ["402 when the site declares other codes", 402, [451], { note: mayHaveGoneThrough }],
  ] as const)(
    "payment rejected with %s → its text, input and storage kept; final only for a declared decline",
    async (_name, status, declineCodes, outcomeIs) => {
      const result = await submitCheckout(values, {
        termsAccepted: true,
        submitPayment: async () => ({ kind: "rejected", status, text: "Reason given" }),
        now,
        ...(declineCodes ? { declineCodes } : {}),
      });
      expect(result).toEqual({
        status: "failed",
        dialog: "paymentRejected",
        text: "Reason given",
        clearForm: false,
        clearStorage: [],
        ...outcomeIs,
      });
    },
  );

  it.each([
    ["a timeout", timedOut],
    ["a reset connection", networkError],
    ["a 5xx without a readable reply", { kind: "rejected", status: 502, text: " " }],
    ["a reply that cannot be read", { kind: "rejected", status: 200, text: "" }],
  ] as const)(
    "after %s keeps the sending error and says the payment may have gone through",
    async (_name, outcome) => {
      const result = await checkoutAnswered(outcome);
      expect(result).toEqual({
        status: "failed",
        dialog: "paymentFailed",
        note: mayHaveGoneThrough,
        clearForm: false,
        clearStorage: [],
      });
    },
  );

  it("treats a payment client that throws as a failed request", async () => {
    const logError = vi.fn();
    const result = await submitCheckout(values, {
      termsAccepted: true,
      submitPayment: async () => {
        throw new TypeError("fetch failed");
      },
      logError,
      now,
    });
    expect(result.dialog).toBe("paymentFailed");
    expect(logError).toHaveBeenCalledOnce();
  });
});
