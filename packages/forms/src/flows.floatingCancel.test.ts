import type { CallOutcome } from "@membership/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { submitFloatingCancel } from "./flows.js";
import { failures } from "./test/flows.js";
import { networkError, timedOut } from "./test/outcomes.js";
import type { FloatingCancelValues } from "./values.js";

afterEach(() => {
  vi.restoreAllMocks();
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
    timedOut,
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
