import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./client.js";
import { type ApiConfig, ApiConfigurationError, DEFAULT_TIMEOUT_MS } from "./config.js";
import { RELAY_SUCCESS_TEXT } from "./relay.js";
import { type RecordingServer, startRecordingServer, testConfig } from "./test/recordingServer.js";

const cancellation = {
  orderId: "A-17",
  phoneNumber: "5550100000",
  email: "ada@example.test",
  motivo: "Too expensive",
  message: "No additional details",
};

describe("createApiClient", () => {
  it.each([
    { key: "0123456789abcdef" },
    { key: "0123456789abcdef01234567" },
    { key: "0123456789abcdef0123456789abcdef" },
    { key: "sandbox-encryption-key-32-bytes!" },
  ])("accepts a $key.length-byte payment key", ({ key }) => {
    expect(() =>
      createApiClient(testConfig("http://unused", { paymentEncryptionKey: key })),
    ).not.toThrow();
  });

  it.each([
    { case: "an empty key", overrides: { paymentEncryptionKey: "" } },
    { case: "a 15-byte key", overrides: { paymentEncryptionKey: "0123456789abcde" } },
    // 16 characters, but "é" takes two UTF-8 bytes.
    { case: "a 17-byte key", overrides: { paymentEncryptionKey: "é123456789abcdef" } },
    { case: "a zero timeout", overrides: { timeoutMs: 0 } },
    { case: "an infinite timeout", overrides: { timeoutMs: Number.POSITIVE_INFINITY } },
    { case: "a negative payment timeout", overrides: { paymentTimeoutMs: -1 } },
    { case: "a negative merchant id", overrides: { merchantId: -53 } },
    { case: "a product id given as text", overrides: { productId: "6" as unknown as number } },
  ] satisfies { case: string; overrides: Partial<ApiConfig> }[])(
    "throws a configuration error for $case",
    ({ overrides }) => {
      expect(() => createApiClient(testConfig("http://unused", overrides))).toThrow(
        ApiConfigurationError,
      );
    },
  );

  it("needs no payment ids for a client that only relays", () => {
    const {
      merchantId: _merchant,
      productId: _product,
      ...relayOnly
    } = testConfig("http://unused");
    expect(() => createApiClient(relayOnly)).not.toThrow();
  });

  it("waits 15 seconds by default", () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });
});

describe("createApiClient against a real HTTP server", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("sends each call to its own path under the host", async () => {
    server.reply({ status: 200, body: RELAY_SUCCESS_TEXT });
    const client = createApiClient(testConfig(`${server.url}//`));
    const before = server.requests.length;
    await client.sendRelayMessage("hello");
    await client.postCancellationRecord(cancellation);
    await client.submitPayment({
      cardNumber: "4111111111111111",
      cvv: "123",
      expMonth: "08",
      expYear: "2029",
      firstName: "Ada",
      lastName: "Lovelace",
      address: "1 Main Street",
      addressApt: "2",
      city: "Miami",
      state: "Florida",
      zipCode: "33101",
      email: "ada@example.test",
      phoneNumber: "5550100000",
      amount: "3.29",
      sku: "BASIC",
      cardType: "Visa",
    });
    expect(server.requests.slice(before).map((request) => request.path)).toEqual([
      "/incoming",
      "/cancelAgmProduct",
      "/encryptionApi",
    ]);
  });

  it("keeps the configuration it was created with", async () => {
    server.reply({ status: 200, body: RELAY_SUCCESS_TEXT });
    const config = testConfig(server.url);
    const client = createApiClient(config);
    config.host = "http://127.0.0.1:1";
    await expect(client.sendRelayMessage("hello")).resolves.toEqual({
      kind: "sent",
      value: RELAY_SUCCESS_TEXT,
    });
  });

  it("uses an injected fetch", async () => {
    const seen: string[] = [];
    const client = createApiClient(
      testConfig(server.url, {
        fetch: (input, init) => {
          seen.push(String(input));
          return fetch(input, init);
        },
      }),
    );
    server.reply({ status: 204, body: "" });
    await expect(client.postCancellationRecord(cancellation)).resolves.toEqual({
      kind: "sent",
      value: undefined,
    });
    expect(seen).toEqual([`${server.url}/cancelAgmProduct`]);
  });

  it("turns an injected fetch that throws into a network error", async () => {
    const client = createApiClient(
      testConfig(server.url, {
        fetch: () => {
          throw new TypeError("offline");
        },
      }),
    );
    await expect(client.sendRelayMessage("hello")).resolves.toEqual({ kind: "network-error" });
  });
});
