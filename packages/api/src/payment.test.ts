import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.js";
import { ApiConfigurationError, DEFAULT_PAYMENT_TIMEOUT_MS } from "./config.js";
import {
  buildPaymentOrder,
  encryptPaymentOrder,
  PAYMENT_SETTINGS,
  PAYMENT_UNREADABLE_REPLY_TEXT,
  type PaymentInput,
  submitPayment,
} from "./payment.js";
import { decryptOrder } from "./test/decrypt.js";
import {
  type RecordingServer,
  startRecordingServer,
  TEST_KEY_32,
  testConfig,
  unusedHostUrl,
} from "./test/recordingServer.js";

const CARD_NUMBER = "4111111111111111";
const CVV = "737";

// Every value padded, to show that the order carries them trimmed.
const paddedInput: PaymentInput = {
  cardNumber: ` ${CARD_NUMBER} `,
  cvv: ` ${CVV}\t`,
  expMonth: " 08 ",
  expYear: " 2029 ",
  firstName: " Ada ",
  lastName: " Lovelace ",
  address: " 1 Main Street ",
  addressApt: " Apt 2 ",
  city: " Miami ",
  state: " Florida ",
  zipCode: " 33101 ",
  email: " ada@example.test ",
  phoneNumber: " 5550100000 ",
  amount: " 3.29 ",
  sku: " BASIC ",
  cardType: " Visa ",
};

const expectedOrder = {
  domain: "sister-site.test",
  api_key: "api-key-for-tests",
  merchant_id: 71,
  buildOrder: 1,
  capture_delay: 0,
  card_number: CARD_NUMBER,
  exp_month: "08",
  exp_year: "2029",
  cvv: CVV,
  first_name: "Ada",
  last_name: "Lovelace",
  address: "1 Main Street",
  apartment: "Apt 2",
  city: "Miami",
  state: "Florida",
  zip: "33101",
  email: "ada@example.test",
  phone: "5550100000",
  amount: "3.29",
  ProductCount: 1,
  product_id: 12,
  sku: "BASIC",
  quantity: 1,
  bincheck: 1,
  skip: 1,
  card_type: "Visa",
};

function sentBody(server: RecordingServer, index: number): { encryptedData: string; iv: string } {
  return JSON.parse(server.requests[index]?.body.toString("utf8") ?? "");
}

describe("buildPaymentOrder", () => {
  it("holds every field of the order, trimmed, with the fixed settings", () => {
    expect(buildPaymentOrder(paddedInput, testConfig("http://unused"))).toStrictEqual(
      expectedOrder,
    );
  });

  it("uses the fixed payment settings of the spec", () => {
    expect(PAYMENT_SETTINGS).toEqual({
      quantity: 1,
      productCount: 1,
      captureDelay: 0,
      bincheck: 1,
      skip: 1,
      buildOrder: 1,
    });
  });

  it("takes a brand's merchant and product ids from its configuration", () => {
    const order = buildPaymentOrder(paddedInput, {
      ...testConfig("http://unused"),
      merchantId: 53,
      productId: 9,
    });
    expect([order.merchant_id, order.product_id]).toEqual([53, 9]);
  });

  it.each([
    { case: "no merchant id", ids: { merchantId: undefined }, text: /^merchantId is not set/ },
    { case: "no product id", ids: { productId: undefined }, text: /^productId is not set/ },
    { case: "a merchant id of 0", ids: { merchantId: 0 }, text: /^merchantId must be a positive/ },
    { case: "a fractional product id", ids: { productId: 6.5 }, text: /^productId must be/ },
  ])("builds no order with $case: there is no default account", ({ ids, text }) => {
    const config = { ...testConfig("http://unused"), ...ids };
    expect(() => buildPaymentOrder(paddedInput, config)).toThrow(ApiConfigurationError);
    expect(() => buildPaymentOrder(paddedInput, config)).toThrow(text);
  });

  it.each([
    { expMonth: "8", expYear: "29", exp_month: "08", exp_year: "2029" },
    { expMonth: "12", expYear: "2031", exp_month: "12", exp_year: "2031" },
  ])("sends month $expMonth / year $expYear as $exp_month / $exp_year", (row) => {
    const order = buildPaymentOrder(
      { ...paddedInput, expMonth: row.expMonth, expYear: row.expYear },
      testConfig("http://unused"),
    );
    expect([order.exp_month, order.exp_year]).toEqual([row.exp_month, row.exp_year]);
  });
});

describe("encryptPaymentOrder", () => {
  it.each([
    { bits: 128, key: "0123456789abcdef" },
    { bits: 192, key: "0123456789abcdef01234567" },
    { bits: 256, key: TEST_KEY_32 },
    // 20 characters, 32 UTF-8 bytes: the size is counted in bytes.
    { bits: 256, key: "ключключключ12345678" },
  ])("AES-$bits with a $key.length-character key decrypts with node:crypto", async ({ key }) => {
    const order = buildPaymentOrder(paddedInput, testConfig("http://unused"));
    const body = await encryptPaymentOrder(order, key);
    expect(body.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(body.encryptedData).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(decryptOrder(body, key)).toStrictEqual(order);
  });

  it("uses a fresh IV every time", async () => {
    const order = buildPaymentOrder(paddedInput, testConfig("http://unused"));
    const first = await encryptPaymentOrder(order, TEST_KEY_32);
    const second = await encryptPaymentOrder(order, TEST_KEY_32);
    expect(first.iv).not.toBe(second.iv);
    expect(first.encryptedData).not.toBe(second.encryptedData);
  });

  it.each(["", "short", "0123456789abcdef0", "0123456789abcdef0123456789abcdef0"])(
    "rejects the key %j with a configuration error that does not quote it",
    async (key) => {
      const order = buildPaymentOrder(paddedInput, testConfig("http://unused"));
      const failure = encryptPaymentOrder(order, key);
      await expect(failure).rejects.toBeInstanceOf(ApiConfigurationError);
      await expect(failure).rejects.toThrow(/16, 24 or 32 bytes/);
      if (key !== "") await expect(failure).rejects.not.toThrow(key);
    },
  );
});

describe("the captcha token and the idempotency key", () => {
  const CAPTCHA_TOKEN = "03AFcWeA-solved-captcha-token";
  const IDEMPOTENCY_KEY = "6d5f0c1e-2b7a-4c39-9e4b-1f0a2d3c4b5a";

  it("travel inside the encrypted order as recaptcha and idempotency_key, never beside it", async () => {
    const input = {
      ...paddedInput,
      captchaToken: ` ${CAPTCHA_TOKEN} `,
      idempotencyKey: IDEMPOTENCY_KEY,
    };
    const order = buildPaymentOrder(input, testConfig("http://unused"));
    expect(order).toStrictEqual({
      ...expectedOrder,
      recaptcha: CAPTCHA_TOKEN,
      idempotency_key: IDEMPOTENCY_KEY,
    });
    const body = await encryptPaymentOrder(order, TEST_KEY_32);
    expect(Object.keys(body).sort()).toEqual(["encryptedData", "iv"]);
    expect(JSON.stringify(body)).not.toContain(CAPTCHA_TOKEN);
    expect(decryptOrder(body, TEST_KEY_32)).toMatchObject({ recaptcha: CAPTCHA_TOKEN });
  });

  it("are left out of an order whose input has none", () => {
    const order = buildPaymentOrder(paddedInput, testConfig("http://unused"));
    expect(Object.keys(order)).not.toContain("recaptcha");
    expect(Object.keys(order)).not.toContain("idempotency_key");
  });
});

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
