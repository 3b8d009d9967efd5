import type { CallOutcome, PaymentReply } from "@membership/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { submitCancel, submitCheckout, submitContact, submitFloatingCancel } from "./flows.js";
import type {
  CancelValues,
  CheckoutValues,
  ContactValues,
  FloatingCancelValues,
} from "./values.js";

const sentReply: CallOutcome = { kind: "sent", value: "Message has been sent." };
const networkError = { kind: "network-error" } as const;
const timeout = { kind: "timeout" } as const;

const relay = (outcome: CallOutcome = sentReply) =>
  vi.fn(async (_message: string): Promise<CallOutcome> => outcome);

const failures = {
  invalid: { clearForm: false, clearStorage: [] },
} as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("submitContact", () => {
  const values: ContactValues = {
    firstName: " Ana Smith ",
    phoneNumber: "3055551234 ",
    email: " ana@example.com",
    message: "Please call me",
  };

  it("asks for every field first, before any format check, and sends nothing", async () => {
    const sendRelayMessage = relay();
    const result = await submitContact(
      { ...values, email: "not an email", message: "  " },
      { sendRelayMessage },
    );
    expect(result).toEqual({
      status: "invalid",
      dialog: "requiredFields",
      text: "You must fill out the fields to continue",
      field: "message",
      ...failures.invalid,
    });
    expect(sendRelayMessage).not.toHaveBeenCalled();
  });

  it.each([
    ["firstName", "Ana 2", "It doesn't have valid characters for a name"],
    ["phoneNumber", "305-555-1234", "This field only accepts numbers"],
    ["phoneNumber", "305555", "The phone number must be 10 digits"],
    ["email", "2ana@example.com", "The email must not start with numbers"],
    [
      "email",
      "ana@example",
      "It is missing: @, a dot (.), and other characters, for a valid email",
    ],
  ] as const)("a bad %s (%j) shows the format dialog with %j", async (field, value, text) => {
    const sendRelayMessage = relay();
    const result = await submitContact({ ...values, [field]: value }, { sendRelayMessage });
    expect(result).toEqual({
      status: "invalid",
      dialog: "formatFailure",
      text,
      field,
      ...failures.invalid,
    });
    expect(sendRelayMessage).not.toHaveBeenCalled();
  });

  it("reports the first failing field in form order", async () => {
    const result = await submitContact(
      { ...values, firstName: "Ana!", email: "1@x.com" },
      { sendRelayMessage: relay() },
    );
    expect(result.field).toBe("firstName");
  });

  it("sends the trimmed entries and, on the exact success reply, clears and goes home", async () => {
    const sendRelayMessage = relay();
    const result = await submitContact(values, { sendRelayMessage });
    expect(sendRelayMessage).toHaveBeenCalledExactlyOnceWith(
      "Contact request\n\nFull name: Ana Smith\nPhone number: 3055551234\nEmail: ana@example.com\nMessage: Please call me",
    );
    expect(result).toEqual({
      status: "succeeded",
      dialog: "contactSent",
      clearForm: true,
      clearStorage: ["session"],
      redirectTo: "/",
    });
  });

  it.each([
    [{ kind: "rejected", status: 200, text: "Invalid token" }, "relayRejected"],
    [{ kind: "rejected", status: 500, text: "Oops" }, "relayRejected"],
    [networkError, "contactEmailFailed"],
    [timeout, "contactEmailFailed"],
  ] as const)("relay outcome %j → %s, input kept", async (outcome, dialog) => {
    const result = await submitContact(values, { sendRelayMessage: relay(outcome) });
    // No text: the dialog shows the catalogue's text, never the server's reply.
    expect(result).toEqual({ status: "failed", dialog, clearForm: false, clearStorage: [] });
  });

  it("treats a relay client that throws as a failed request and logs the error", async () => {
    const logError = vi.fn();
    const boom = new Error("boom");
    const result = await submitContact(values, {
      sendRelayMessage: async () => {
        throw boom;
      },
      logError,
    });
    expect(result.dialog).toBe("contactEmailFailed");
    expect(logError).toHaveBeenCalledWith(boom);
  });

  it("uses overridden texts", async () => {
    const result = await submitContact(
      { ...values, message: "" },
      {
        sendRelayMessage: relay(),
        messages: { form: { requiredFields: "Complete todos los campos" } },
      },
    );
    expect(result.text).toBe("Complete todos los campos");
  });
});

describe("submitCancel", () => {
  const values: CancelValues = {
    orderId: " ORD-1 ",
    phoneNumber: "3055551234",
    email: "ana@example.com",
    reasonForCancellation: "Too expensive",
    message: "Not using it",
  };
  const record = {
    orderId: "ORD-1",
    phoneNumber: "3055551234",
    email: "ana@example.com",
    motivo: "Too expensive",
    message: "Not using it",
  };
  const recordSent = () =>
    vi.fn(async (): Promise<CallOutcome<void>> => ({ kind: "sent", value: undefined }));

  it("asks for every field, including the reason", async () => {
    const postCancellationRecord = recordSent();
    const result = await submitCancel(
      { ...values, reasonForCancellation: "" },
      { sendRelayMessage: relay(), postCancellationRecord },
    );
    expect(result).toMatchObject({
      status: "invalid",
      dialog: "requiredFields",
      text: "You must fill out the fields to continue",
      field: "reasonForCancellation",
      clearForm: false,
    });
    expect(postCancellationRecord).not.toHaveBeenCalled();
  });

  it("runs the order id's pre-submit check", async () => {
    const result = await submitCancel(
      { ...values, orderId: "<ORD>" },
      { sendRelayMessage: relay(), postCancellationRecord: recordSent() },
    );
    expect(result).toMatchObject({
      status: "invalid",
      dialog: "formatFailure",
      text: "The order id must not have special characters",
      field: "orderId",
    });
  });

  it("sends the e-mail first, then posts the record with the reason as motivo", async () => {
    const calls: string[] = [];
    const sendRelayMessage = vi.fn(async (): Promise<CallOutcome> => {
      calls.push("relay");
      return sentReply;
    });
    const postCancellationRecord = vi.fn(async (): Promise<CallOutcome<void>> => {
      calls.push("record");
      return { kind: "sent", value: undefined };
    });
    const result = await submitCancel(values, { sendRelayMessage, postCancellationRecord });
    expect(calls).toEqual(["relay", "record"]);
    expect(sendRelayMessage).toHaveBeenCalledWith(
      "Cancellation request\n\nOrder id: ORD-1\nPhone number: 3055551234\nEmail: ana@example.com\nReason for cancellation: Too expensive\nMessage: Not using it",
    );
    expect(postCancellationRecord).toHaveBeenCalledExactlyOnceWith(record);
    expect(result).toEqual({
      status: "succeeded",
      dialog: "cancellationSent",
      clearForm: true,
      clearStorage: ["session"],
      redirectTo: "/",
    });
  });

  it.each([
    [{ kind: "rejected", status: 500, text: "Oops" }, "relayRejected"],
    [networkError, "cancellationEmailFailed"],
    [timeout, "cancellationEmailFailed"],
  ] as const)("relay outcome %j → %s and no record", async (outcome, dialog) => {
    const postCancellationRecord = recordSent();
    const result = await submitCancel(values, {
      sendRelayMessage: relay(outcome),
      postCancellationRecord,
    });
    expect(result).toMatchObject({ status: "failed", dialog, clearForm: false, clearStorage: [] });
    expect(postCancellationRecord).not.toHaveBeenCalled();
  });

  it.each([
    [
      "rejected",
      async (): Promise<CallOutcome<void>> => ({
        kind: "rejected",
        status: 500,
        text: "Server error, try again",
      }),
    ],
    ["network error", async (): Promise<CallOutcome<void>> => networkError],
    [
      "throw",
      async (): Promise<CallOutcome<void>> => {
        throw new Error("down");
      },
    ],
  ] as const)(
    "a record failure (%s) is only logged: the flow still succeeds",
    async (_name, post) => {
      const logError = vi.fn();
      const result = await submitCancel(values, {
        sendRelayMessage: relay(),
        postCancellationRecord: post,
        logError,
      });
      expect(logError).toHaveBeenCalledOnce();
      expect(result).toMatchObject({
        status: "succeeded",
        dialog: "cancellationSent",
        clearForm: true,
      });
    },
  );

  it("logs to console.error when no logger is given", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await submitCancel(values, {
      sendRelayMessage: relay(),
      postCancellationRecord: async () => networkError,
    });
    expect(consoleError).toHaveBeenCalledWith(networkError);
  });
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
    ["a timeout", timeout],
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

describe("submitFloatingCancel", () => {
  const values: FloatingCancelValues = {
    orderId: " ORD-9 ",
    phoneNumber: "3055551234",
    email: "ana@example.com",
    motivo: "I have never subscribed",
    message: "",
  };
  const posted = () =>
    vi.fn(async (): Promise<CallOutcome<void>> => ({ kind: "sent", value: undefined }));
  const required = "All fields are required and ReCAPTCHA must be completed.";

  it.each(["orderId", "phoneNumber", "email", "motivo"] as const)("requires %s", async (field) => {
    const postCancellationRecord = posted();
    const result = await submitFloatingCancel(
      { ...values, [field]: " " },
      { captchaToken: "token", postCancellationRecord },
    );
    expect(result).toEqual({
      status: "invalid",
      dialog: "requiredFields",
      text: required,
      field,
      ...failures.invalid,
    });
    expect(postCancellationRecord).not.toHaveBeenCalled();
  });

  it.each([null, "", "  "])("requires the captcha (token %j)", async (captchaToken) => {
    const result = await submitFloatingCancel(values, {
      captchaToken,
      postCancellationRecord: posted(),
    });
    expect(result).toMatchObject({ dialog: "requiredFields", text: required, field: "recaptcha" });
  });

  it.each([
    [{ email: "ana@example" }, "email", "Please enter a valid email address."],
    [{ phoneNumber: "(305)55512" }, "phoneNumber", "Phone number must be numeric and 10 digits."],
    [{ phoneNumber: "305555123" }, "phoneNumber", "Phone number must be numeric and 10 digits."],
    [{ email: "ana", phoneNumber: "1" }, "email", "Please enter a valid email address."],
  ] as const)("checks %j → %s: %j", async (change, field, text) => {
    const result = await submitFloatingCancel(
      { ...values, ...change },
      { captchaToken: "token", postCancellationRecord: posted() },
    );
    expect(result).toEqual({
      status: "invalid",
      dialog: "formatFailure",
      text,
      field,
      ...failures.invalid,
    });
  });

  it("posts the trimmed record with the captcha token, an empty message as 'No additional details'", async () => {
    const postCancellationRecord = posted();
    const result = await submitFloatingCancel(values, {
      captchaToken: "tok-123",
      postCancellationRecord,
    });
    expect(postCancellationRecord).toHaveBeenCalledExactlyOnceWith({
      orderId: "ORD-9",
      phoneNumber: "3055551234",
      email: "ana@example.com",
      motivo: "I have never subscribed",
      message: "No additional details",
      recaptcha: "tok-123",
    });
    expect(result).toEqual({
      status: "succeeded",
      dialog: "cancellationSent",
      clearForm: true,
      clearStorage: [],
    });
  });

  it("sends a given message as written", async () => {
    const postCancellationRecord = posted();
    await submitFloatingCancel(
      { ...values, message: " Please stop billing " },
      { captchaToken: "t", postCancellationRecord },
    );
    expect(postCancellationRecord).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Please stop billing" }),
    );
  });

  it.each([
    { kind: "rejected", status: 500, text: "Server error, try again" },
    networkError,
    timeout,
  ] as const)(
    "a failed record (%j) shows the dialog's failure and keeps the input",
    async (outcome) => {
      const result = await submitFloatingCancel(values, {
        captchaToken: "t",
        postCancellationRecord: async () => outcome,
      });
      expect(result).toEqual({
        status: "failed",
        dialog: "floatingRecordFailed",
        clearForm: false,
        clearStorage: [],
      });
    },
  );

  it("uses overridden texts for the dialog", async () => {
    const result = await submitFloatingCancel(values, {
      captchaToken: null,
      postCancellationRecord: posted(),
      messages: { floatingCancel: { required: "Todos los campos son obligatorios." } },
    });
    expect(result.text).toBe("Todos los campos son obligatorios.");
  });
});
