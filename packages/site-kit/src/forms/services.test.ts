import { createDecipheriv } from "node:crypto";
import type { CheckoutOrder } from "@membership/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logFormProblem } from "./logFormProblem.js";
import { createSiteServices } from "./services.js";

const KEY = "unit-test-encryption-key-32byte!";

const api = {
  host: "https://api.reseller.test",
  relayToken: "relay-token-1",
  paymentEncryptionKey: KEY,
  paymentApiKey: "payment-api-key-1",
} as const;

const order: CheckoutOrder = {
  cardNumber: "4111111111111111",
  fcvv: "123",
  expDate: "08-31",
  expMonth: "08",
  expYear: "2031",
  cardType: "Visa",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Ocean Drive",
  addressApt: "Apt 4",
  city: "Miami",
  state: "Florida",
  zipCode: "33101",
  email: "ada@example.com",
  phoneNumber: "3055550123",
};

interface SentRequest {
  url: string;
  body: BodyInit | null | undefined;
}

/** A fetch that records each request and answers with `reply`. */
function recordingFetch(reply: () => Response) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: init?.body });
    return reply();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

function decrypt(body: string): Record<string, unknown> {
  const { encryptedData, iv } = JSON.parse(body) as { encryptedData: string; iv: string };
  const decipher = createDecipheriv("aes-256-cbc", Buffer.from(KEY), Buffer.from(iv, "hex"));
  const plain = Buffer.concat([decipher.update(encryptedData, "base64"), decipher.final()]);
  return JSON.parse(plain.toString("utf8"));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createSiteServices", () => {
  it("makes no client until the first call, so a bad key cannot break a page that never sends", () => {
    expect(() =>
      createSiteServices({
        api: { ...api, paymentEncryptionKey: "short" },
        siteDomain: "a.test",
        trial: { price: "3.29" },
      }),
    ).not.toThrow();
  });

  it("sends the payment, encrypted with the configured key, to {host}/encryptionApi", async () => {
    const { fetch, sent } = recordingFetch(() =>
      Response.json({ ResponseCode: 200, ResponseData: "Approved" }),
    );
    const services = createSiteServices({
      api,
      siteDomain: "reseller.test",
      trial: { price: "3.29" },
      merchantId: 53,
      productId: 6,
      fetch,
    });

    const outcome = await services.submitPayment(order, "BASIC");

    expect(outcome).toEqual({
      kind: "sent",
      value: { ResponseCode: 200, ResponseData: "Approved" },
    });
    expect(sent.map((request) => request.url)).toEqual(["https://api.reseller.test/encryptionApi"]);
    expect(decrypt(String(sent[0]?.body))).toMatchObject({
      domain: "reseller.test",
      api_key: "payment-api-key-1",
      card_number: "4111111111111111",
      cvv: "123",
      amount: "3.29",
      sku: "BASIC",
    });
  });

  it("charges a brand's trial price with its merchant and product ids", async () => {
    const { fetch, sent } = recordingFetch(() =>
      Response.json({ ResponseCode: 200, ResponseData: "Approved" }),
    );
    const services = createSiteServices({
      api,
      siteDomain: "sister.test",
      trial: { price: "1.49" },
      merchantId: 71,
      productId: 9,
      fetch,
    });
    await services.submitPayment(order, "FAMILY");
    expect(decrypt(String(sent[0]?.body))).toMatchObject({
      amount: "1.49",
      sku: "FAMILY",
      merchant_id: 71,
      product_id: 9,
      cvv: "123",
      exp_month: "08",
      exp_year: "2031",
    });
  });

  it("refuses a payment, sending nothing, when the site has no payment ids", async () => {
    const { fetch, sent } = recordingFetch(() =>
      Response.json({ ResponseCode: 200, ResponseData: "Approved" }),
    );
    const services = createSiteServices({
      api,
      siteDomain: "a.test",
      trial: { price: "3.29" },
      fetch,
    });
    await expect(services.submitPayment(order, "BASIC")).rejects.toThrow(/merchantId is not set/);
    expect(sent).toEqual([]);
  });

  it("sends relay messages with the site's domain and token to {host}/incoming", async () => {
    const { fetch, sent } = recordingFetch(() => new Response("Message has been sent."));
    const services = createSiteServices({
      api,
      siteDomain: "reseller.test",
      trial: { price: "3.29" },
      fetch,
    });

    expect(await services.sendRelayMessage("Hello")).toEqual({
      kind: "sent",
      value: "Message has been sent.",
    });
    expect(sent[0]?.url).toBe("https://api.reseller.test/incoming");
    const form = sent[0]?.body as FormData;
    expect([form.get("website"), form.get("token"), form.get("message")]).toEqual([
      "reseller.test",
      "relay-token-1",
      "Hello",
    ]);
  });

  it("posts cancellation records with web_url to {host}/cancelAgmProduct", async () => {
    const { fetch, sent } = recordingFetch(() => new Response(null, { status: 204 }));
    const services = createSiteServices({
      api,
      siteDomain: "reseller.test",
      trial: { price: "3.29" },
      fetch,
    });
    const record = {
      orderId: "A-1",
      phoneNumber: "3055550123",
      email: "ada@example.com",
      motivo: "Too expensive",
      message: "No additional details",
    };

    expect((await services.postCancellationRecord(record)).kind).toBe("sent");
    expect(sent[0]?.url).toBe("https://api.reseller.test/cancelAgmProduct");
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ ...record, web_url: "reseller.test" });
  });
});

describe("logFormProblem", () => {
  it.each([
    [{ kind: "rejected", status: 500, text: "Server error, try again" }, "rejected (HTTP 500)"],
    [{ kind: "network-error" }, "network-error"],
    [{ kind: "timeout" }, "timeout"],
  ])("logs a failed record %o as a warning naming %s", (outcome, detail) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    logFormProblem(outcome);
    expect(warn).toHaveBeenCalledWith(`The cancellation record was not saved: ${detail}.`);
    expect(error).not.toHaveBeenCalled();
  });

  it("logs anything thrown as an error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError("boom");
    logFormProblem(failure);
    expect(error).toHaveBeenCalledWith("A form submit failed unexpectedly:", failure);
  });
});
