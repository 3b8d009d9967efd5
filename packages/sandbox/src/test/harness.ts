import { createCipheriv, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { SandboxOptions } from "../config.ts";
import { type RunningSandbox, startSandbox as startAnySandbox } from "../startSandbox.ts";

export type { RunningSandbox } from "../startSandbox.ts";

export const TEST_TOKEN = "token-for-tests";
export const TEST_KEY = "0123456789abcdef0123456789abcdef";

/** The sandbox with the tests' token and key, and a sister site's origin allowed. */
export function startSandbox(overrides: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  return startAnySandbox({
    relayToken: TEST_TOKEN,
    encryptionKey: TEST_KEY,
    allowedOrigins: ["https://sister-site.test"],
    ...overrides,
  });
}

/** The tests' sandbox for a whole test file: started before its tests, stopped after them; read it inside a test. */
export function sandboxForFile(): RunningSandbox {
  let running: RunningSandbox | undefined;
  beforeAll(async () => {
    running = await startSandbox();
  });
  afterAll(() => running?.stop());
  const started = (): RunningSandbox => {
    if (!running)
      throw new Error("The sandbox starts before the file's tests: read it inside a test.");
    return running;
  };
  return {
    get origin() {
      return started().origin;
    },
    get outboxFile() {
      return started().outboxFile;
    },
    outbox: () => started().outbox(),
    outboxText: () => started().outboxText(),
    stop: () => started().stop(),
  };
}

/** The site's side of the wire contract, written with node:crypto. */
export function encryptForSandbox(
  plaintext: string,
  key = TEST_KEY,
): { encryptedData: string; iv: string } {
  const iv = randomBytes(16);
  const keyBytes = Buffer.from(key, "utf8");
  const cipher = createCipheriv(`aes-${keyBytes.length * 8}-cbc`, keyBytes, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return { encryptedData: ciphertext.toString("base64"), iv: iv.toString("hex") };
}

/** A cancellation record the sandbox accepts. */
export const validCancellation = {
  orderId: "A-17",
  phoneNumber: "5550100000",
  email: "ada@example.test",
  motivo: "Too expensive",
  message: "No additional details",
  web_url: "sister-site.test",
} as const;

export function validOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    domain: "sister-site.test",
    api_key: "api-key-for-tests",
    merchant_id: 71,
    buildOrder: 1,
    capture_delay: 0,
    card_number: "4111111111111111",
    exp_month: "08",
    exp_year: "2029",
    cvv: "737",
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
    // Each order a captcha of its own: the sandbox spends a token once.
    recaptcha: `solved-captcha-${randomUUID()}`,
    ...overrides,
  };
}

export function relayForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A reply's status and its body as text. */
export async function answer(response: Response): Promise<{ status: number; text: string }> {
  return { status: response.status, text: await response.text() };
}
