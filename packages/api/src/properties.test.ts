import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "./client.js";
import {
  buildPaymentOrder,
  encryptPaymentOrder,
  type PaymentInput,
  parsePaymentReply,
} from "./payment.js";
import { buildRelayMessage } from "./relay.js";
import { decryptOrder } from "./test/decrypt.js";
import {
  type RecordingServer,
  startRecordingServer,
  TEST_KEY_32,
  testConfig,
} from "./test/recordingServer.js";

// Any UTF-16 string, lone surrogates and control characters included.
const anyString = fc.string({ unit: "binary", maxLength: 40 });

// Often wrapped in the blanks a visitor leaves around a value.
const anyEntry = fc
  .tuple(fc.constantFrom("", " ", "\t", "\n "), anyString, fc.constantFrom("", " ", "\r\n"))
  .map(([before, value, after]) => `${before}${value}${after}`);

const anyPaymentInput: fc.Arbitrary<PaymentInput> = fc.record({
  cardNumber: anyEntry,
  cvv: anyEntry,
  expMonth: anyEntry,
  expYear: anyEntry,
  firstName: anyEntry,
  lastName: anyEntry,
  address: anyEntry,
  addressApt: anyEntry,
  city: anyEntry,
  state: anyEntry,
  zipCode: anyEntry,
  email: anyEntry,
  phoneNumber: anyEntry,
  amount: anyEntry,
  sku: anyEntry,
  cardType: anyEntry,
});

const outcomeKinds = ["sent", "rejected", "network-error", "timeout"];

describe("on arbitrary strings", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("buildRelayMessage gives the title, a blank line, then one unindented line per entry", () => {
    fc.assert(
      fc.property(
        anyEntry,
        fc.array(fc.tuple(anyEntry, anyEntry), { maxLength: 6 }),
        (title, entries) => {
          const [first, blank, ...rest] = buildRelayMessage(title, entries).split("\n");
          expect(first).toBe(first?.trim());
          expect(blank).toBe("");
          // Continuation lines of multi-line values are indented, so entries stay countable.
          expect(rest.filter((line) => !line.startsWith("  "))).toHaveLength(entries.length);
        },
      ),
    );
  });

  it("buildPaymentOrder trims every string and encryption round-trips through node:crypto", async () => {
    await fc.assert(
      fc.asyncProperty(anyPaymentInput, async (input) => {
        const order = buildPaymentOrder(input, testConfig("http://unused"));
        for (const value of Object.values(order)) {
          if (typeof value === "string") expect(value).toBe(value.trim());
        }
        const decrypted = decryptOrder(await encryptPaymentOrder(order, TEST_KEY_32), TEST_KEY_32);
        // Lone surrogates cannot survive UTF-8; JSON escapes them so they do.
        expect(decrypted).toStrictEqual(JSON.parse(JSON.stringify(order)));
      }),
      { numRuns: 60 },
    );
  });

  it("parsePaymentReply never throws", () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.json()), (text) => {
        const reply = parsePaymentReply(text);
        if (reply !== undefined) expect(Number.isInteger(reply.ResponseCode)).toBe(true);
      }),
    );
  });

  it("the three calls resolve to an outcome whatever the visitor typed or the server said", async () => {
    const client = createApiClient(testConfig(server.url));
    await fc.assert(
      fc.asyncProperty(anyString, anyPaymentInput, anyString, async (text, input, serverText) => {
        server.reply({ status: 200, body: serverText });
        const outcomes = await Promise.all([
          client.sendRelayMessage(text),
          client.postCancellationRecord({
            orderId: text,
            phoneNumber: input.phoneNumber,
            email: input.email,
            motivo: input.state,
            message: text,
            recaptcha: input.city,
          }),
          client.submitPayment(input),
        ]);
        for (const outcome of outcomes) expect(outcomeKinds).toContain(outcome.kind);
      }),
      { numRuns: 40 },
    );
  });
});
