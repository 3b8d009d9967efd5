import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.js";
import type { ApiConfig } from "./config.js";
import {
  buildPaymentOrder,
  type EncryptedPaymentBody,
  encryptPaymentOrder,
  type PaymentInput,
} from "./payment.js";

const input: PaymentInput = {
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
};

function browserConfig(paymentEncryptionKey: string, fetchImpl: typeof fetch): ApiConfig {
  return {
    host: "https://backend.invalid",
    relayToken: "relay-token",
    siteDomain: "sister-site.test",
    paymentEncryptionKey,
    paymentApiKey: "api-key",
    merchantId: 71,
    productId: 12,
    fetch: fetchImpl,
  };
}

// The receiving side, written independently of the client with the browser's own Web Crypto.
async function decryptInBrowser(body: EncryptedPaymentBody, key: string): Promise<unknown> {
  const iv = Uint8Array.from(body.iv.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  const ciphertext = Uint8Array.from(atob(body.encryptedData), (char) => char.charCodeAt(0));
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    "AES-CBC",
    false,
    ["decrypt"],
  );
  const plaintext = await crypto.subtle.decrypt({ name: "AES-CBC", iv }, cryptoKey, ciphertext);
  return JSON.parse(new TextDecoder().decode(plaintext));
}

describe("in Chromium", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    { bits: 128, key: "0123456789abcdef" },
    { bits: 256, key: "sandbox-encryption-key-32-bytes!" },
  ])("encrypts the order with AES-$bits", async ({ key }) => {
    const order = buildPaymentOrder(input, {
      siteDomain: "sister-site.test",
      paymentApiKey: "api-key",
      merchantId: 71,
      productId: 12,
    });
    const body = await encryptPaymentOrder(order, key);
    expect(body.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(await decryptInBrowser(body, key)).toStrictEqual(order);
  });

  it("submits the encrypted order through fetch and reads the reply", async () => {
    const key = "sandbox-encryption-key-32-bytes!";
    const bodies: string[] = [];
    const client = createApiClient(
      browserConfig(key, async (_url, init) => {
        bodies.push(String(init?.body));
        return new Response('{"ResponseCode":200,"ResponseData":"Approved"}');
      }),
    );
    await expect(client.submitPayment(input)).resolves.toEqual({
      kind: "sent",
      value: { ResponseCode: 200, ResponseData: "Approved" },
    });
    const order = (await decryptInBrowser(JSON.parse(bodies[0] ?? ""), key)) as Record<
      string,
      unknown
    >;
    expect(order.card_number).toBe("4111111111111111");
    expect([order.merchant_id, order.product_id]).toEqual([71, 12]);
  });

  it("answers a network error, without card data, when Chromium refuses a 192-bit key", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const requests: unknown[] = [];
    const client = createApiClient(
      browserConfig("0123456789abcdef01234567", async (url) => {
        requests.push(url);
        return new Response("");
      }),
    );
    await expect(client.submitPayment(input)).resolves.toEqual({ kind: "network-error" });
    expect(requests).toEqual([]);
    expect(String(logged.mock.calls[0]?.[0])).toContain("use a 16- or 32-byte key");
    expect(JSON.stringify(logged.mock.calls)).not.toContain("4111111111111111");
  });

  it("sends relay messages as form-data with the browser's FormData", async () => {
    const forms: FormData[] = [];
    const client = createApiClient(
      browserConfig("0123456789abcdef", async (_url, init) => {
        forms.push(init?.body as FormData);
        return new Response("Message has been sent.");
      }),
    );
    await expect(client.sendRelayMessage("Hello")).resolves.toEqual({
      kind: "sent",
      value: "Message has been sent.",
    });
    expect(Object.fromEntries(forms[0]?.entries() ?? [])).toEqual({
      website: "sister-site.test",
      message: "Hello",
      token: "relay-token",
    });
  });
});
