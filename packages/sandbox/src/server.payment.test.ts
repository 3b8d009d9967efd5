import { describe, expect, it } from "vitest";
import { DECLINED_TEST_CARD } from "./cards.ts";
import { CAPTCHA_DECLINE_CODE, KEY_REUSED_CODE } from "./payment.ts";
import { encryptForSandbox, postJson, sandboxForFile, validOrder } from "./test/harness.ts";

const sandbox = sandboxForFile();

async function pay(order: Record<string, unknown>): Promise<{ status: number; reply: unknown }> {
  const response = await postJson(
    `${sandbox.origin}/encryptionApi`,
    encryptForSandbox(JSON.stringify(order)),
  );
  return { status: response.status, reply: await response.json() };
}

describe("POST /encryptionApi", () => {
  it.each([
    { card: "4111111111111111", code: 200, data: /^Approved\. Sandbox transaction [0-9A-F]{8}\.$/ },
    { card: DECLINED_TEST_CARD, code: 402, data: /^Card declined by the issuing bank\.$/ },
    { card: "5555555555554444", code: 200, data: /^Approved\. Sandbox transaction [0-9A-F]{8}\.$/ },
    { card: "4111111111111112", code: 402, data: /^Invalid card number\.$/ },
    { card: "1234", code: 402, data: /^Invalid card number\.$/ },
  ])("card $card gets ResponseCode $code", async ({ card, code, data }) => {
    const { status, reply } = await pay(validOrder({ card_number: card }));
    expect(status).toBe(200);
    expect(reply).toEqual({ ResponseCode: code, ResponseData: expect.stringMatching(data) });
  });

  it("keeps only the last four digits of the card in the outbox, and no cvv or API key", async () => {
    await pay(validOrder({ card_number: "5105105105105100", cvv: "9183", first_name: "Grace" }));
    const text = await sandbox.outboxText();
    expect(text).not.toContain("5105105105105100");
    expect(text).not.toContain("9183");
    expect(text).not.toContain("api-key-for-tests");
    const entry = (await sandbox.outbox()).find(
      (line) =>
        line.kind === "payment" && (line.order as { first_name: string }).first_name === "Grace",
    );
    expect(entry?.order).toMatchObject({ card_last4: "5100", amount: "3.29", sku: "BASIC" });
    expect(Object.keys(entry?.order as object)).not.toContain("cvv");
    expect(entry?.result).toMatchObject({ ResponseCode: 200 });
  });

  it.each([
    { case: "malformed JSON", body: "{nope", status: 400, text: /^Malformed JSON\.$/ },
    {
      case: "no iv",
      body: { encryptedData: "AAAAAAAAAAAAAAAAAAAAAA==" },
      status: 400,
      text: /^iv must be/,
    },
    {
      case: "a short iv",
      body: { encryptedData: "AAAAAAAAAAAAAAAAAAAAAA==", iv: "abcd" },
      status: 400,
      text: /^iv must be 32 hexadecimal/,
    },
    {
      case: "data that is not base64",
      body: { encryptedData: "not base64!", iv: "0".repeat(32) },
      status: 400,
      text: /^encryptedData must be/,
    },
    {
      case: "a ciphertext of the wrong length",
      body: { encryptedData: Buffer.alloc(10).toString("base64"), iv: "0".repeat(32) },
      status: 400,
      text: /could not be decrypted/,
    },
    {
      case: "a ciphertext of non-JSON",
      body: encryptForSandbox("card=4111111111111111"),
      status: 400,
      text: /not JSON/,
    },
    {
      case: "an order without a card number",
      body: encryptForSandbox(JSON.stringify(validOrder({ card_number: undefined }))),
      status: 422,
      text: /^The order needs a non-empty text field card_number\.$/,
    },
    {
      case: "an order whose merchant id is not a whole number",
      body: encryptForSandbox(JSON.stringify(validOrder({ merchant_id: "71" }))),
      status: 422,
      text: /^The order field merchant_id must be a positive whole number\.$/,
    },
  ])("answers $case with $status", async ({ body, status, text }) => {
    const response = await postJson(`${sandbox.origin}/encryptionApi`, body);
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(text);
  });

  it("answers an order encrypted with another key with 400", async () => {
    const response = await postJson(
      `${sandbox.origin}/encryptionApi`,
      encryptForSandbox(JSON.stringify(validOrder()), "another-key-of-thirty-two-bytes!"),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/could not be decrypted|not JSON/);
  });
});

describe("POST /encryptionApi: captcha and duplicates", () => {
  it.each([
    { case: "no captcha token", recaptcha: undefined },
    { case: "an empty captcha token", recaptcha: "  " },
  ])("declines an order with $case, whatever the card and keys", async ({ recaptcha }) => {
    const { status, reply } = await pay(validOrder({ recaptcha }));
    expect(status).toBe(200);
    expect(reply).toEqual({
      ResponseCode: CAPTCHA_DECLINE_CODE,
      ResponseData: "Declined: the order carries no solved captcha.",
    });
  });

  it("spends a captcha token once: a second order with it is declined", async () => {
    const order = validOrder();
    expect((await pay(order)).reply).toMatchObject({ ResponseCode: 200 });
    expect((await pay({ ...order, first_name: "Grace" })).reply).toEqual({
      ResponseCode: CAPTCHA_DECLINE_CODE,
      ResponseData: "Declined: this captcha was already used; solve it again.",
    });
  });

  /** The outbox's payments of orders with this first name: what each call replied, and whether it charged. */
  async function paymentsOf(firstName: string) {
    return (await sandbox.outbox()).filter(
      (line) =>
        line.kind === "payment" && (line.order as { first_name: string }).first_name === firstName,
    );
  }

  it.each([
    { case: "an approval", card: "4111111111111111", code: 200 },
    { case: "a decline", card: DECLINED_TEST_CARD, code: 402 },
  ])(
    "answers a retry under a seen key with the first reply ($case) and charges nothing more",
    async ({ case: name, card, code }) => {
      const firstName = `Retry ${name}`;
      const order = {
        idempotency_key: `order-${name}-${Date.now()}`,
        first_name: firstName,
        card_number: card,
      };
      const first = await pay(validOrder(order));
      expect(first.reply).toMatchObject({ ResponseCode: code });
      // The retry carries a captcha solved again, as the site's does.
      const again = await pay(validOrder({ ...order, recaptcha: `solved-again-${Date.now()}` }));
      expect(again).toEqual(first);
      const payments = await paymentsOf(firstName);
      expect(payments.map((line) => line.result)).toEqual([first.reply, first.reply]);
      expect(payments.filter((line) => line.charged)).toHaveLength(code === 200 ? 1 : 0);
    },
  );

  it("refuses a different purchase under a seen key, and charges nothing", async () => {
    const key = `order-other-${Date.now()}`;
    const first = await pay(validOrder({ idempotency_key: key, first_name: "Keyed" }));
    expect(first.reply).toMatchObject({ ResponseCode: 200 });
    const other = await pay(
      validOrder({
        idempotency_key: key,
        first_name: "Keyed",
        amount: "9.99",
        recaptcha: `t-${Date.now()}`,
      }),
    );
    expect(other.reply).toEqual({
      ResponseCode: KEY_REUSED_CODE,
      ResponseData: "Refused: this order key belongs to a different order. Nothing was charged.",
    });
    expect((await paymentsOf("Keyed")).filter((line) => line.charged)).toHaveLength(1);
  });

  it("keeps the captcha token out of the outbox", async () => {
    await pay(validOrder({ recaptcha: "token-never-in-the-outbox", first_name: "Token" }));
    expect(await sandbox.outboxText()).not.toContain("token-never-in-the-outbox");
  });
});
