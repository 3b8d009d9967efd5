import { describe, expect, it } from "vitest";
import { ApiConfigurationError } from "./config.js";
import { buildPaymentOrder, encryptPaymentOrder, PAYMENT_SETTINGS } from "./payment.js";
import { decryptOrder } from "./test/decrypt.js";
import { expectedOrder, paddedInput } from "./test/paymentInput.js";
import { TEST_KEY_32, testConfig } from "./test/recordingServer.js";

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
