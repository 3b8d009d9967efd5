import type { CallOutcome } from "@membership/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { submitCancel } from "./flows.js";
import { relay } from "./test/flows.js";
import { networkError, relaySent, timedOut } from "./test/outcomes.js";
import type { CancelValues } from "./values.js";

afterEach(() => {
  vi.restoreAllMocks();
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
      return relaySent;
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
    [timedOut, "cancellationEmailFailed"],
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
