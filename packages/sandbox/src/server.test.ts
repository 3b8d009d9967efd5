import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DECLINED_TEST_CARD } from "./cards.ts";
import { CAPTCHA_DECLINE_CODE, KEY_REUSED_CODE } from "./payment.ts";
import { createSandboxServer } from "./server.ts";
import {
  validCancellation as cancellation,
  encryptForSandbox,
  postJson,
  type RunningSandbox,
  relayForm,
  startSandbox,
  TEST_KEY,
  TEST_TOKEN,
  validOrder,
} from "./test/harness.ts";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

async function pay(order: Record<string, unknown>): Promise<{ status: number; reply: unknown }> {
  const response = await postJson(
    `${sandbox.origin}/encryptionApi`,
    encryptForSandbox(JSON.stringify(order)),
  );
  return { status: response.status, reply: await response.json() };
}

async function answer(response: Response): Promise<{ status: number; text: string }> {
  return { status: response.status, text: await response.text() };
}

describe("POST /incoming", () => {
  const fields = {
    website: "sister-site.test",
    message: "Contact\n\nName: Ada",
    token: TEST_TOKEN,
  };

  it("accepts the right token, replies 'Message has been sent.' and writes the message to the outbox", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      body: relayForm(fields),
    });
    expect(await answer(response)).toEqual({ status: 200, text: "Message has been sent." });
    expect(await sandbox.outbox()).toContainEqual(
      expect.objectContaining({
        kind: "relay-message",
        website: "sister-site.test",
        message: "Contact\r\n\r\nName: Ada",
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
  });

  it("also reads url-encoded form data", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    expect(await answer(response)).toEqual({ status: 200, text: "Message has been sent." });
  });

  it.each([
    {
      case: "a wrong token",
      body: relayForm({ ...fields, token: "guess" }),
      status: 401,
      text: "Invalid token.",
    },
    {
      case: "no token",
      body: relayForm({ website: "w", message: "m" }),
      status: 401,
      text: "Invalid token.",
    },
    {
      case: "no message",
      body: relayForm({ website: "w", token: TEST_TOKEN }),
      status: 400,
      text: "The form field message is missing or empty.",
    },
    {
      case: "a blank website",
      body: relayForm({ ...fields, website: "  " }),
      status: 400,
      text: "The form field website is missing or empty.",
    },
  ])("answers $case with $status", async ({ body, status, text }) => {
    const response = await fetch(`${sandbox.origin}/incoming`, { method: "POST", body });
    expect(await answer(response)).toEqual({ status, text });
  });

  it("answers malformed multipart data with 400", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "this is not multipart at all",
    });
    expect(await answer(response)).toEqual({ status: 400, text: "Malformed form data." });
  });

  it("answers JSON with 415", async () => {
    const response = await postJson(`${sandbox.origin}/incoming`, fields);
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/multipart\/form-data/);
  });
});

describe("POST /cancelAgmProduct", () => {
  it("stores a valid record and answers 200", async () => {
    const response = await postJson(`${sandbox.origin}/cancelAgmProduct`, {
      ...cancellation,
      recaptcha: "t",
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await sandbox.outbox()).toContainEqual(
      expect.objectContaining({ kind: "cancellation-record", id, record: cancellation }),
    );
  });

  it.each([
    { case: "malformed JSON", body: '{"orderId": ', status: 400, text: "Malformed JSON." },
    { case: "a JSON array", body: "[1,2]", status: 400, text: "Expected a JSON object." },
    ...(["orderId", "phoneNumber", "email", "motivo", "message", "web_url"] as const).map(
      (name) => ({
        case: `no ${name}`,
        body: JSON.stringify({ ...cancellation, [name]: undefined }),
        status: 422,
        text: `The field ${name} is missing or empty.`,
      }),
    ),
    {
      case: "a bad e-mail",
      body: JSON.stringify({ ...cancellation, email: "ada.example.test" }),
      status: 422,
      text: "The field email is not an e-mail address.",
    },
    {
      case: "a numeric recaptcha",
      body: JSON.stringify({ ...cancellation, recaptcha: 5 }),
      status: 422,
      text: "The field recaptcha must be text when given.",
    },
  ])("answers $case with $status", async ({ body, status, text }) => {
    expect(await answer(await postJson(`${sandbox.origin}/cancelAgmProduct`, body))).toEqual({
      status,
      text,
    });
  });
});

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

describe("POST /csp-reports", () => {
  it.each([
    {
      case: "report-uri's application/csp-report",
      contentType: "application/csp-report",
      body: {
        "csp-report": {
          "document-uri": "http://127.0.0.1:4317/checkout",
          "violated-directive": "script-src-elem",
          "blocked-uri": "https://skimmer.example/steal.js",
        },
      },
      expected: { "blocked-uri": "https://skimmer.example/steal.js" },
    },
    {
      case: "the Reporting API's application/reports+json",
      contentType: "application/reports+json",
      body: [
        {
          type: "csp-violation",
          url: "http://127.0.0.1:4317/checkout",
          body: {
            documentURL: "http://127.0.0.1:4317/checkout",
            effectiveDirective: "script-src-elem",
            blockedURL: "https://skimmer.example/steal.js",
          },
        },
      ],
      expected: { type: "csp-violation", blockedURL: "https://skimmer.example/steal.js" },
    },
  ])("writes $case to the outbox and answers 204", async ({ contentType, body, expected }) => {
    const response = await postJson(`${sandbox.origin}/csp-reports`, body, {
      "Content-Type": contentType,
    });
    expect(response.status).toBe(204);
    expect(await sandbox.outbox()).toContainEqual(
      expect.objectContaining({ kind: "csp-report", report: expect.objectContaining(expected) }),
    );
  });

  it("answers what is not a report with 400", async () => {
    const response = await postJson(`${sandbox.origin}/csp-reports`, { hello: "world" });
    expect(await answer(response)).toEqual({
      status: 400,
      text: "Expected a CSP report (report-uri or Reporting API JSON).",
    });
  });
});

describe("POST /events", () => {
  const batch = {
    events: [
      { name: "page-view", path: "/en/plans", language: "en" },
      { name: "buy", path: "/en/plans", language: "en", plan: "basic" },
      { name: "purchase", path: "/en/checkout", language: "en", plan: "basic", outcome: "success" },
    ],
  };

  /** What navigator.sendBeacon sends: JSON as text/plain (no preflight), from the site's origin. */
  function beacon(body: string, origin = "http://localhost:5173"): Promise<Response> {
    return fetch(`${sandbox.origin}/events`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: origin },
      body,
    });
  }

  it("writes a batch to the outbox as one entry and answers 204 with the site's origin allowed", async () => {
    const before = (await sandbox.outbox()).length;
    const response = await beacon(JSON.stringify(batch));
    expect(await answer(response)).toEqual({ status: 204, text: "" });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const written = (await sandbox.outbox()).slice(before);
    expect(written).toEqual([
      { timestamp: expect.stringMatching(/^\d{4}-/), kind: "events", events: batch.events },
    ]);
  });

  it("keeps a card number in a path out of the outbox", async () => {
    const events = [{ name: "page-view", path: "/pay/4111111111111111", language: "en" }];
    expect((await beacon(JSON.stringify({ events }))).status).toBe(204);
    const text = await sandbox.outboxText();
    expect(text).not.toContain("4111111111111111");
    expect(text).toContain("/pay/[card ending 1111]");
  });

  it.each([
    { case: "text that is not JSON", body: "page-view /en/plans" },
    { case: "an empty list", body: JSON.stringify({ events: [] }) },
    {
      case: "an event with an e-mail",
      body: JSON.stringify({ events: [{ ...batch.events[0], email: "ada@example.test" }] }),
    },
    {
      case: "a good event beside a bad one",
      body: JSON.stringify({ events: [batch.events[0], { ...batch.events[0], path: "/?x=1" }] }),
    },
  ])("answers $case with 400 and writes nothing", async ({ body }) => {
    const before = await sandbox.outboxText();
    expect(await answer(await beacon(body))).toEqual({
      status: 400,
      text: 'Expected a batch of site events ({"events": [...]}).',
    });
    expect(await sandbox.outboxText()).toBe(before);
  });

  it("refuses a batch from an origin that is not allowed", async () => {
    const before = await sandbox.outboxText();
    const response = await beacon(JSON.stringify(batch), "https://elsewhere.test");
    expect(response.status).toBe(403);
    expect(await sandbox.outboxText()).toBe(before);
  });
});

describe("every endpoint", () => {
  it.each(["/incoming", "/cancelAgmProduct", "/encryptionApi", "/csp-reports", "/events"])(
    "answers a body over 64 KB on %s with 413",
    async (path) => {
      const response = await fetch(`${sandbox.origin}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "x".repeat(64 * 1024 + 1),
      });
      expect(await answer(response)).toEqual({
        status: 413,
        text: "The body is larger than 64 KB.",
      });
    },
  );

  it("reads a body of exactly 64 KB", async () => {
    const json = JSON.stringify({ ...cancellation, email: "bad" });
    const response = await postJson(
      `${sandbox.origin}/cancelAgmProduct`,
      json.padEnd(64 * 1024, " "),
    );
    expect(response.status).toBe(422);
  });

  it.each([
    { method: "GET", path: "/incoming", status: 405 },
    { method: "PUT", path: "/encryptionApi", status: 405 },
    { method: "POST", path: "/charge", status: 404 },
  ])("answers $method $path with $status", async ({ method, path, status }) => {
    const response = await fetch(`${sandbox.origin}${path}`, { method });
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("CORS", () => {
  it.each([
    "http://localhost:5173",
    "http://127.0.0.1:4173",
    "http://[::1]:3000",
    "https://sister-site.test",
  ])("answers a preflight from %s", async (origin) => {
    const response = await fetch(`${sandbox.origin}/encryptionApi`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toContain("content-type");
  });

  it.each(["https://elsewhere.test", "http://localhost.elsewhere.test", "null"])(
    "refuses the origin %s",
    async (origin) => {
      const preflight = await fetch(`${sandbox.origin}/incoming`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      const post = await fetch(`${sandbox.origin}/incoming`, {
        method: "POST",
        headers: { Origin: origin },
        body: relayForm({ website: "w", message: "m", token: TEST_TOKEN }),
      });
      expect(post.status).toBe(403);
    },
  );

  it("lets the site read the reply of an allowed origin", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      headers: { Origin: "http://localhost:5173" },
      body: relayForm({ website: "w", message: "m", token: TEST_TOKEN }),
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });
});

describe("robustness", () => {
  it("refuses to start with a key that is not 16, 24 or 32 bytes", () => {
    expect(() =>
      createSandboxServer({ relayToken: "t", encryptionKey: "short", outboxFile: "/tmp/unused" }),
    ).toThrow(/16, 24 or 32 bytes/);
  });

  it("keeps answering after garbage on the socket and an aborted upload", async () => {
    const { port, hostname } = new URL(sandbox.origin);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => socket.end("NOT HTTP\r\n\r\n"));
      socket.on("data", () => undefined);
      socket.on("close", () => resolve());
    });
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write("POST /incoming HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\npartial");
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    const response = await postJson(`${sandbox.origin}/cancelAgmProduct`, cancellation);
    expect(response.status).toBe(200);
  });

  it("answers 500 and keeps running when the outbox cannot be written", async () => {
    // The outbox path is a directory, so appending to it fails.
    const broken = await startSandbox({ outboxFile: process.cwd() });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failed = await postJson(`${broken.origin}/cancelAgmProduct`, cancellation);
      expect(failed.status).toBe(500);
      expect(String(logged.mock.calls[0])).toMatch(/EISDIR/);
      const bad = await postJson(`${broken.origin}/cancelAgmProduct`, "{");
      expect(bad.status).toBe(400);
    } finally {
      logged.mockRestore();
      await broken.stop();
    }
  });

  it("decrypts with the configured key only", async () => {
    const other = await startSandbox({ encryptionKey: "0123456789abcdef" });
    try {
      const order = JSON.stringify(validOrder());
      const wrong = await postJson(
        `${other.origin}/encryptionApi`,
        encryptForSandbox(order, TEST_KEY),
      );
      expect(wrong.status).toBe(400);
      const right = await postJson(
        `${other.origin}/encryptionApi`,
        encryptForSandbox(order, "0123456789abcdef"),
      );
      expect(right.status).toBe(200);
    } finally {
      await other.stop();
    }
  });
});
