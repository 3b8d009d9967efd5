import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.js";
import { DEFAULT_PAYMENT_TIMEOUT_MS } from "./config.js";
import { PAYMENT_UNREADABLE_REPLY_TEXT, submitPayment } from "./payment.js";
import { decryptOrder } from "./test/decrypt.js";
import { CARD_NUMBER, CVV, expectedOrder, paddedInput } from "./test/paymentInput.js";
import {
  type RecordingServer,
  startRecordingServer,
  TEST_KEY_32,
  testConfig,
  unusedHostUrl,
} from "./test/recordingServer.js";

function sentBody(server: RecordingServer, index: number): { encryptedData: string; iv: string } {
  return JSON.parse(server.requests[index]?.body.toString("utf8") ?? "");
}

describe("submitPayment against a real HTTP server", () => {
  let server: RecordingServer;
  const consoleCalls: unknown[][] = [];
  beforeAll(async () => {
    server = await startRecordingServer();
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleCalls.push(args);
      });
    }
  });
  afterEach(() => {
    // No card data may reach a log, whatever happened in the test.
    const logged = JSON.stringify(consoleCalls);
    expect(logged).not.toContain(CARD_NUMBER);
    expect(logged).not.toContain("Lovelace");
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it("posts {encryptedData, iv} as JSON to {host}/encryptionApi; the order decrypts to every field", async () => {
    server.reply({
      status: 200,
      body: '{"ResponseCode":200,"ResponseData":"Approved"}',
      contentType: "application/json",
    });
    const before = server.requests.length;
    await submitPayment(testConfig(server.url), paddedInput);
    const recorded = server.requests[before];
    expect(recorded?.method).toBe("POST");
    expect(recorded?.path).toBe("/encryptionApi");
    expect(recorded?.headers["content-type"]).toBe("application/json");
    const body = sentBody(server, before);
    expect(Object.keys(body).sort()).toEqual(["encryptedData", "iv"]);
    expect(decryptOrder(body, TEST_KEY_32)).toStrictEqual(expectedOrder);
    expect(recorded?.body.toString("utf8")).not.toContain(CARD_NUMBER);
  });

  it("sends nothing without the site's merchant and product ids", async () => {
    const before = server.requests.length;
    const { merchantId: _merchant, productId: _product, ...withoutIds } = testConfig(server.url);
    await expect(submitPayment(withoutIds, paddedInput)).rejects.toThrow(
      /^merchantId is not set: a payment needs the site's own merchant and product ids/,
    );
    expect(server.requests.length).toBe(before);
  });

  it.each([
    {
      case: "code 200",
      reply: { status: 200, body: '{"ResponseCode":200,"ResponseData":"Approved 77"}' },
      outcome: { kind: "sent", value: { ResponseCode: 200, ResponseData: "Approved 77" } },
    },
    {
      case: "code 200 as text",
      reply: { status: 200, body: '{"ResponseCode":"200","ResponseData":"Approved"}' },
      outcome: { kind: "sent", value: { ResponseCode: 200, ResponseData: "Approved" } },
    },
    {
      case: "a decline code",
      reply: { status: 200, body: '{"ResponseCode":402,"ResponseData":"Card declined"}' },
      outcome: { kind: "rejected", status: 402, text: "Card declined" },
    },
    {
      case: "a decline code with an HTTP error",
      reply: { status: 400, body: '{"ResponseCode":300,"ResponseData":"Duplicate order"}' },
      outcome: { kind: "rejected", status: 300, text: "Duplicate order" },
    },
    {
      case: "code 200 with an HTTP error",
      reply: { status: 502, body: '{"ResponseCode":200,"ResponseData":"Approved"}' },
      outcome: { kind: "rejected", status: 502, text: "Approved" },
    },
    {
      case: "a decline without text",
      reply: { status: 200, body: '{"ResponseCode":500}' },
      outcome: { kind: "rejected", status: 500, text: PAYMENT_UNREADABLE_REPLY_TEXT },
    },
    {
      case: "plain text",
      reply: { status: 503, body: "Service unavailable" },
      outcome: { kind: "rejected", status: 503, text: "" },
    },
    {
      case: "an HTML page",
      reply: { status: 500, body: "<html><body>Internal error</body></html>" },
      outcome: { kind: "rejected", status: 500, text: "" },
    },
    {
      case: "an empty body",
      reply: { status: 200, body: "" },
      outcome: { kind: "rejected", status: 200, text: "" },
    },
    {
      case: "JSON without a code",
      reply: { status: 200, body: '{"ok":true}' },
      outcome: { kind: "rejected", status: 200, text: "" },
    },
  ])("a reply with $case is $outcome.kind", async ({ reply, outcome }) => {
    server.reply(reply);
    await expect(submitPayment(testConfig(server.url), paddedInput)).resolves.toEqual(outcome);
  });

  it.each([
    { case: "a server error", reply: { status: 500, body: "oops" }, kind: "rejected" },
    { case: "no answer in time", reply: { hangForMs: 1_000 }, kind: "timeout" },
    {
      case: "a dropped connection",
      reply: { dropConnection: true as const },
      kind: "network-error",
    },
  ])("after $case the payment is not retried", async ({ reply, kind }) => {
    server.reply(reply);
    const before = server.requests.length;
    const outcome = await submitPayment(
      testConfig(server.url, { paymentTimeoutMs: 200 }),
      paddedInput,
    );
    expect(outcome.kind).toBe(kind);
    // Give a retry, if there were one, time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests.length - before).toBe(1);
    expect(JSON.stringify(outcome)).not.toContain(CARD_NUMBER);
  });

  it("waits 60 seconds for the payment by default, four times the other calls' limit", () => {
    expect(DEFAULT_PAYMENT_TIMEOUT_MS).toBe(60_000);
  });

  it("still takes a slow payment reply that arrives after the other calls' time limit", async () => {
    server.reply({
      status: 200,
      body: '{"ResponseCode":200,"ResponseData":"Approved late"}',
      delayMs: 400,
    });
    const client = createApiClient(testConfig(server.url, { timeoutMs: 100 }));
    await expect(client.submitPayment(paddedInput)).resolves.toEqual({
      kind: "sent",
      value: { ResponseCode: 200, ResponseData: "Approved late" },
    });
    // The same delay is too long for the relay, which keeps `timeoutMs`.
    await expect(client.sendRelayMessage("hello")).resolves.toEqual({ kind: "timeout" });
  });

  it("is a network error when nothing listens at the host", async () => {
    await expect(submitPayment(testConfig(await unusedHostUrl()), paddedInput)).resolves.toEqual({
      kind: "network-error",
    });
  });

  it("never echoes the card in an outcome, even from an odd reply", async () => {
    server.reply({ status: 200, body: "not json" });
    const outcome = await createApiClient(testConfig(server.url)).submitPayment(paddedInput);
    expect(JSON.stringify(outcome)).not.toContain(CARD_NUMBER);
    expect(JSON.stringify(outcome)).not.toContain(CVV);
  });
});
