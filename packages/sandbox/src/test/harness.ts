import { createCipheriv, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSandboxServer, type SandboxOptions } from "../server.ts";

export const TEST_TOKEN = "token-for-tests";
export const TEST_KEY = "0123456789abcdef0123456789abcdef";

export interface RunningSandbox {
  url: string;
  outboxFile: string;
  /** Every outbox line so far, parsed. */
  outbox(): Promise<Record<string, unknown>[]>;
  outboxText(): Promise<string>;
  stop(): Promise<void>;
}

export async function startSandbox(
  overrides: Partial<SandboxOptions> = {},
): Promise<RunningSandbox> {
  const folder = await mkdtemp(join(tmpdir(), "sandbox-test-"));
  const outboxFile = join(folder, "outbox", "outbox.jsonl");
  const server: Server = createSandboxServer({
    relayToken: TEST_TOKEN,
    encryptionKey: TEST_KEY,
    outboxFile,
    allowedOrigins: ["https://sister-site.test"],
    ...overrides,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const outboxText = () => readFile(outboxFile, "utf8").catch(() => "");
  return {
    url: `http://127.0.0.1:${port}`,
    outboxFile,
    outboxText,
    async outbox() {
      return (await outboxText())
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line));
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
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
