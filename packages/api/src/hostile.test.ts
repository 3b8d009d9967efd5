// The relay message, the cancellation record and the payment order against what an anonymous visitor can type.

import {
  hostileText,
  readRelayMessage,
  visibleText as visible,
} from "@membership/test-fixtures/hostile-text";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCancellationRecord } from "./cancellation.js";
import { createApiClient } from "./client.js";
import {
  buildPaymentOrder,
  encryptPaymentOrder,
  PAYMENT_SETTINGS,
  type PaymentInput,
  parsePaymentReply,
} from "./payment.js";
import { buildRelayMessage, EMPTY_ENTRY_TEXT } from "./relay.js";
import { decryptOrder } from "./test/decrypt.js";
import {
  type RecordingServer,
  startRecordingServer,
  TEST_KEY_32,
  testConfig,
} from "./test/recordingServer.js";

const paymentFields = [
  "cardNumber",
  "cvv",
  "expMonth",
  "expYear",
  "firstName",
  "lastName",
  "address",
  "addressApt",
  "city",
  "state",
  "zipCode",
  "email",
  "phoneNumber",
  "amount",
  "sku",
  "cardType",
] as const satisfies readonly (keyof PaymentInput)[];

const anyPaymentInput = fc.record(
  Object.fromEntries(paymentFields.map((field) => [field, hostileText])),
) as fc.Arbitrary<PaymentInput>;

describe("on hostile text", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("buildRelayMessage keeps one entry per label, each with every visible character of its value", () => {
    fc.assert(
      fc.property(
        hostileText,
        fc.array(fc.tuple(fc.constantFrom("Full name", "Message", "Email"), hostileText), {
          maxLength: 5,
        }),
        (title, entries) => {
          const message = buildRelayMessage(title, entries);
          const read = readRelayMessage(message);
          expect(visible(read.title)).toBe(visible(title));
          expect(read.entries.map(([label]) => label)).toEqual(entries.map(([label]) => label));
          entries.forEach(([, value], index) => {
            expect(visible(read.entries[index]?.[1] ?? "")).toBe(
              visible(value) || EMPTY_ENTRY_TEXT,
            );
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("the relay form-data reaches the server with the message intact", async () => {
    const client = createApiClient(testConfig(server.url));
    await fc.assert(
      fc.asyncProperty(hostileText, async (message) => {
        server.reply({ status: 200, body: "Message has been sent." });
        expect((await client.sendRelayMessage(message)).kind).toBe("sent");
        const request = server.requests.at(-1);
        const form = await new Response(new Uint8Array(request?.body ?? []), {
          headers: { "content-type": String(request?.headers["content-type"]) },
        }).formData();
        // Form data carries Unicode scalar values (a lone surrogate arrives as U+FFFD) and CRLF line breaks.
        expect(form.get("message")).toBe(
          message.replace(/\p{Cs}/gu, "\uFFFD").replace(/\r\n|\r|\n/g, "\r\n"),
        );
      }),
      { numRuns: 40 },
    );
  });

  it("buildPaymentOrder keeps the fixed settings and keys whatever the input carries, and its JSON round-trips", () => {
    const config = testConfig("http://unused");
    fc.assert(
      fc.property(anyPaymentInput, hostileText, (input, extra) => {
        // Extra keys a tampered input could carry must not override what the site decides.
        const tampered = { ...input, merchant_id: extra, api_key: extra, domain: extra };
        const order = buildPaymentOrder(tampered, config);
        expect(order).toMatchObject({
          domain: config.siteDomain,
          api_key: config.paymentApiKey,
          merchant_id: config.merchantId,
          product_id: config.productId,
          quantity: PAYMENT_SETTINGS.quantity,
          card_number: input.cardNumber.trim(),
          address: input.address.trim(),
        });
        expect(JSON.parse(JSON.stringify(order))).toStrictEqual(order);
      }),
      { numRuns: 200 },
    );
  });

  it("the encrypted order decrypts with node:crypto to exactly the order, 10,000-character fields included", async () => {
    const config = testConfig("http://unused");
    await fc.assert(
      fc.asyncProperty(anyPaymentInput, async (input) => {
        const order = buildPaymentOrder(input, config);
        const body = await encryptPaymentOrder(order, TEST_KEY_32);
        expect(decryptOrder(body, TEST_KEY_32)).toStrictEqual(order);
      }),
      { numRuns: 30 },
    );
  });

  it("buildCancellationRecord sends the site's web_url and JSON that round-trips", () => {
    fc.assert(
      fc.property(
        fc.record({
          orderId: hostileText,
          phoneNumber: hostileText,
          email: hostileText,
          motivo: hostileText,
          message: hostileText,
          recaptcha: fc.option(hostileText, { nil: undefined }),
        }),
        hostileText,
        (input, extra) => {
          const record = buildCancellationRecord({ ...input, web_url: extra } as typeof input, {
            siteDomain: "example.com",
          });
          expect(record.web_url).toBe("example.com");
          expect(JSON.parse(JSON.stringify(record))).toStrictEqual(record);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("parsePaymentReply keeps the provider's text, whatever it holds", () => {
    fc.assert(
      fc.property(hostileText, fc.integer(), (text, code) => {
        parsePaymentReply(text);
        const reply = parsePaymentReply(JSON.stringify({ ResponseCode: code, ResponseData: text }));
        expect(reply).toEqual({ ResponseCode: code, ResponseData: text });
      }),
      { numRuns: 200 },
    );
  });
});
