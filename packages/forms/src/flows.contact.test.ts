import { afterEach, describe, expect, it, vi } from "vitest";
import { submitContact } from "./flows.js";
import { failures, relay } from "./test/flows.js";
import { networkError, timedOut } from "./test/outcomes.js";
import type { ContactValues } from "./values.js";

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
    [timedOut, "contactEmailFailed"],
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
