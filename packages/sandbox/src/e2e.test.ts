import { randomUUID } from "node:crypto";
import {
  type ApiConfig,
  buildRelayMessage,
  createApiClient,
  EVENTS_PATH,
  MAX_EVENTS_PER_BATCH,
  type PaymentInput,
  SERVER_ERROR_TEXT,
  type SiteEvent,
} from "@membership/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ENCRYPTION_KEY, DEFAULT_RELAY_TOKEN } from "./config.ts";
import { type RunningSandbox, startSandbox } from "./test/harness.ts";

// The site's client package against the sandbox, both with the development defaults.
let sandbox: RunningSandbox;
let config: ApiConfig;
beforeAll(async () => {
  sandbox = await startSandbox({
    relayToken: DEFAULT_RELAY_TOKEN,
    encryptionKey: DEFAULT_ENCRYPTION_KEY,
  });
  config = {
    host: sandbox.origin,
    relayToken: DEFAULT_RELAY_TOKEN,
    siteDomain: "sister-site.test",
    paymentEncryptionKey: DEFAULT_ENCRYPTION_KEY,
    paymentApiKey: "api-key-for-tests",
    // A sister brand's own ids: the sandbox takes whichever ids the order carries.
    merchantId: 71,
    productId: 12,
    timeoutMs: 5_000,
  };
});
afterAll(() => sandbox.stop());

/** What the checkout sends: a solved captcha's token (the sandbox spends each once) and an order key of its own. */
const solved = (): Pick<PaymentInput, "captchaToken" | "idempotencyKey"> => ({
  captchaToken: `solved-${randomUUID()}`,
  idempotencyKey: randomUUID(),
});

const payment: PaymentInput = {
  cardNumber: " 4111111111111111 ",
  cvv: "737",
  expMonth: "08",
  expYear: "2029",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Main Street",
  addressApt: "Apt 2",
  city: "Miami",
  state: "Florida",
  zipCode: "33101",
  email: "ada@example.test",
  phoneNumber: "5550100000",
  amount: "3.29",
  sku: "BASIC",
  cardType: "Visa",
};

const cancellation = {
  orderId: "A-17",
  phoneNumber: "5550100000",
  email: "ada@example.test",
  motivo: "Too expensive",
  message: "No additional details",
};

describe("@membership/api against the sandbox", () => {
  it("delivers a relay message to the outbox", async () => {
    const message = buildRelayMessage("Contact request", [
      ["Name", "Ada Lovelace"],
      ["Message", "Please call me"],
    ]);
    await expect(createApiClient(config).sendRelayMessage(message)).resolves.toEqual({
      kind: "sent",
      value: "Message has been sent.",
    });
    const entry = (await sandbox.outbox()).find((line) => line.kind === "relay-message");
    expect(entry).toMatchObject({ website: "sister-site.test" });
    expect(entry?.message).toContain("Name: Ada Lovelace");
  });

  it("is rejected with 'Invalid token.' when the token differs", async () => {
    const client = createApiClient({ ...config, relayToken: "not-the-token" });
    await expect(client.sendRelayMessage("hello")).resolves.toEqual({
      kind: "rejected",
      status: 401,
      text: "Invalid token.",
    });
  });

  it("stores a cancellation record with the site domain as web_url", async () => {
    await expect(
      createApiClient(config).postCancellationRecord({ ...cancellation, recaptcha: "captcha" }),
    ).resolves.toEqual({ kind: "sent", value: undefined });
    const entry = (await sandbox.outbox()).find((line) => line.kind === "cancellation-record");
    expect(entry?.record).toEqual({ ...cancellation, web_url: "sister-site.test" });
  });

  it("gets 'Server error, try again' for a record the sandbox refuses", async () => {
    await expect(
      createApiClient(config).postCancellationRecord({ ...cancellation, email: "not-an-email" }),
    ).resolves.toEqual({ kind: "rejected", status: 422, text: SERVER_ERROR_TEXT });
  });

  it.each([
    {
      card: "4111111111111111",
      outcome: {
        kind: "sent",
        value: {
          ResponseCode: 200,
          ResponseData: expect.stringMatching(/^Approved\. Sandbox transaction \w+\.$/),
        },
      },
    },
    {
      card: "4000000000000002",
      outcome: { kind: "rejected", status: 402, text: "Card declined by the issuing bank." },
    },
    {
      card: "4000000000000001",
      outcome: { kind: "rejected", status: 402, text: "Invalid card number." },
    },
  ])("pays with card $card: $outcome.kind", async ({ card, outcome }) => {
    await expect(
      createApiClient(config).submitPayment({ ...payment, ...solved(), cardNumber: card }),
    ).resolves.toEqual(outcome);
  });

  it("records the payment with the card's last four digits only", async () => {
    await createApiClient(config).submitPayment({
      ...payment,
      ...solved(),
      cardNumber: "5555555555554444",
      cvv: "4321",
    });
    const text = await sandbox.outboxText();
    expect(text).not.toContain("5555555555554444");
    expect(text).not.toContain("4321");
    const entry = (await sandbox.outbox()).find(
      (line) =>
        line.kind === "payment" && (line.order as { card_last4: string }).card_last4 === "4444",
    );
    expect(entry?.order).toMatchObject({
      domain: "sister-site.test",
      merchant_id: 71,
      product_id: 12,
      amount: "3.29",
      exp_year: "2029",
      state: "Florida",
    });
  });

  it("is rejected with the sandbox's reason when the keys differ", async () => {
    const client = createApiClient({
      ...config,
      paymentEncryptionKey: "another-key-of-thirty-two-bytes!",
    });
    const outcome = await client.submitPayment({ ...payment, ...solved() });
    expect(outcome).toMatchObject({ kind: "rejected", status: 400 });
  });

  it("declines a script that holds the bundle's keys but solved no captcha (card testing)", async () => {
    const outcome = await createApiClient(config).submitPayment(payment);
    expect(outcome).toEqual({
      kind: "rejected",
      status: 402,
      text: "Declined: the order carries no solved captcha.",
    });
  });

  it(`collects a full batch of site events at EVENTS_PATH and refuses one more`, async () => {
    const events: SiteEvent[] = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, index) => ({
      name: "checkout-shown",
      path: `/de/checkout/${index}`,
      language: "de",
      plan: "premium",
    }));
    // sendBeacon's request: text/plain from the site's origin, no preflight.
    const send = (batch: SiteEvent[]) =>
      fetch(`${sandbox.origin}${EVENTS_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: "http://127.0.0.1:4173" },
        body: JSON.stringify({ events: batch }),
      });
    expect((await send(events)).status).toBe(204);
    expect((await send([...events, events[0] as SiteEvent])).status).toBe(400);
    const batches = (await sandbox.outbox()).filter((line) => line.kind === "events");
    expect(batches).toEqual([expect.objectContaining({ events })]);
  });

  it("answers the same order sent twice under the site's key with the first reply", async () => {
    const order = { ...payment, ...solved() };
    const client = createApiClient(config);
    const first = await client.submitPayment(order);
    expect(first).toMatchObject({ kind: "sent" });
    // A resend of the same order (its captcha solved again): the key alone makes it the first one.
    const again = await client.submitPayment({ ...order, captchaToken: `solved-${randomUUID()}` });
    expect(again).toEqual(first);
  });
});
