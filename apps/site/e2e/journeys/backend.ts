// The reseller's backend as the journeys see it: page.route answers each call and records what the browser sent.
import { createDecipheriv } from "node:crypto";
import type { Page, Request, Route } from "@playwright/test";
import { E2E_BUILD_ENV } from "../e2eEnv.ts";

export const API_HOST = E2E_BUILD_ENV.VITE_API_HOST;

export const ENDPOINTS = ["incoming", "cancelAgmProduct", "encryptionApi"] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** How one call is answered: a reply (optionally late), a connection that fails, or never. */
export type Reply =
  | { status?: number; body: string; contentType?: string; delayMs?: number }
  | { networkFailure: true }
  | { neverAnswer: true };

export const RELAY_SENT = "Message has been sent.";

/** What the real backend answers when everything works. */
export const SUCCESS_REPLIES = {
  incoming: { body: RELAY_SENT, contentType: "text/plain; charset=utf-8" },
  cancelAgmProduct: { body: '{"stored":true}', contentType: "application/json" },
  encryptionApi: {
    body: JSON.stringify({ ResponseCode: 200, ResponseData: "Approved. Test transaction 7781." }),
    contentType: "application/json",
  },
} as const satisfies Record<Endpoint, Reply>;

export const NETWORK_FAILURE = { networkFailure: true } as const satisfies Reply;

/** A backend that accepts the request and never replies: only the site's own timeout ends it. */
export const NEVER_ANSWERS = { neverAnswer: true } as const satisfies Reply;

/** One call as the browser made it. */
export interface BackendCall {
  endpoint: Endpoint;
  contentType: string;
  body: Buffer;
  /** The page's URL when the call was made. */
  pageUrl: string;
}

// The site calls another origin: fulfilled answers need CORS headers like the real backend's.
function corsHeaders(request: Request): Record<string, string> {
  return {
    "access-control-allow-origin": request.headers().origin ?? "*",
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type",
  };
}

function endpointOf(url: string): Endpoint | undefined {
  const name = new URL(url).pathname.replace(/^\/+/, "");
  return (ENDPOINTS as readonly string[]).includes(name) ? (name as Endpoint) : undefined;
}

/** A fake backend on page.route: each endpoint answers with its success reply until told otherwise. */
export class FakeBackend {
  readonly calls: BackendCall[] = [];
  readonly #replies = new Map<Endpoint, Reply>();

  /** Every later call to `endpoint` gets `reply`. */
  answer(endpoint: Endpoint, reply: Reply): void {
    this.#replies.set(endpoint, reply);
  }

  callsTo(endpoint: Endpoint): BackendCall[] {
    return this.calls.filter((call) => call.endpoint === endpoint);
  }

  /** The one call to `endpoint`; throws when there was none or more than one. */
  onlyCallTo(endpoint: Endpoint): BackendCall {
    const calls = this.callsTo(endpoint);
    const [call] = calls;
    if (!call || calls.length > 1) {
      throw new Error(`Expected one call to /${endpoint}, got ${calls.length}`);
    }
    return call;
  }

  async install(page: Page): Promise<void> {
    await page.route(`${API_HOST}/**`, (route) => this.#handle(page, route));
  }

  async #handle(page: Page, route: Route): Promise<void> {
    const request = route.request();
    if (request.method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers: corsHeaders(request) });
      return;
    }
    const endpoint = endpointOf(request.url());
    if (!endpoint) {
      await route.fulfill({ status: 404, body: "Not found", headers: corsHeaders(request) });
      return;
    }
    this.calls.push({
      endpoint,
      contentType: request.headers()["content-type"] ?? "",
      body: request.postDataBuffer() ?? Buffer.alloc(0),
      pageUrl: page.url(),
    });
    const reply: Reply = this.#replies.get(endpoint) ?? SUCCESS_REPLIES[endpoint];
    if ("networkFailure" in reply) {
      await route.abort("connectionrefused");
      return;
    }
    if ("neverAnswer" in reply) return;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    await route.fulfill({
      status: reply.status ?? 200,
      body: reply.body,
      contentType: reply.contentType ?? "text/plain; charset=utf-8",
      headers: corsHeaders(request),
    });
  }
}

/** The relay call's form-data fields. */
export async function relayFields(call: BackendCall): Promise<Record<string, string>> {
  const form = await new Response(new Uint8Array(call.body), {
    headers: { "content-type": call.contentType },
  }).formData();
  return Object.fromEntries(
    [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
}

export function jsonBody(call: BackendCall): Record<string, unknown> {
  return JSON.parse(call.body.toString("utf8"));
}

/** The payment order, decrypted as the backend would: AES-CBC with the configured key and the sent IV. */
export function decryptPaymentOrder(
  call: BackendCall,
  key: string = E2E_BUILD_ENV.VITE_PAYMENT_ENCRYPTION_KEY,
): Record<string, unknown> {
  const { encryptedData, iv } = jsonBody(call) as { encryptedData: string; iv: string };
  const keyBytes = Buffer.from(key, "utf8");
  const decipher = createDecipheriv(
    `aes-${keyBytes.length * 8}-cbc`,
    keyBytes,
    Buffer.from(iv, "hex"),
  );
  const plain = Buffer.concat([decipher.update(encryptedData, "base64"), decipher.final()]);
  return JSON.parse(plain.toString("utf8"));
}
