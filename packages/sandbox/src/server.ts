import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { CSP_REPORTS_PATH, EVENTS_PATH, RELAY_SUCCESS_TEXT, readEventBatch } from "@membership/api";
import { decideCard, maskCardNumbers } from "./cards.ts";
import type { SandboxOptions } from "./config.ts";
import {
  BODY_LIMIT_BYTES,
  corsHeaders,
  isAllowedOrigin,
  jsonReply,
  preflightHeaders,
  type Reply,
  readBody,
  send,
  textReply,
  utf8Text,
} from "./http.ts";
import { createOutbox, type OutboxEntry, orderForOutbox } from "./outbox.ts";
import {
  checkOrder,
  createPaymentLedger,
  decryptOrderBody,
  keyBits,
  type PaymentResult,
} from "./payment.ts";

export type { SandboxOptions } from "./config.ts";

const ENDPOINTS = [
  "/incoming",
  "/cancelAgmProduct",
  "/encryptionApi",
  CSP_REPORTS_PATH,
  EVENTS_PATH,
] as const;
type Endpoint = (typeof ENDPOINTS)[number];

const CANCELLATION_FIELDS = [
  "orderId",
  "phoneNumber",
  "email",
  "motivo",
  "message",
  "web_url",
] as const;

type Outbox = (entry: OutboxEntry) => Promise<void>;

/** What a running sandbox keeps: its outbox and the payments it has seen. */
interface SandboxState {
  outbox: Outbox;
  ledger: ReturnType<typeof createPaymentLedger>;
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString("utf8")) };
  } catch {
    return { ok: false };
  }
}

async function relayMessage(
  request: IncomingMessage,
  body: Buffer,
  options: SandboxOptions,
  outbox: Outbox,
): Promise<Reply> {
  const contentType = request.headers["content-type"] ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    return textReply(
      415,
      "Send the message as multipart/form-data with website, message and token.",
    );
  }
  let form: FormData;
  try {
    form = await new Request("http://sandbox.local/incoming", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return textReply(400, "Malformed form data.");
  }
  if (form.get("token") !== options.relayToken) return textReply(401, "Invalid token.");
  const website = form.get("website");
  const message = form.get("message");
  if (typeof website !== "string" || website.trim() === "") {
    return textReply(400, "The form field website is missing or empty.");
  }
  if (typeof message !== "string" || message.trim() === "") {
    return textReply(400, "The form field message is missing or empty.");
  }
  await outbox({
    kind: "relay-message",
    website: maskCardNumbers(website),
    message: maskCardNumbers(message),
  });
  return textReply(200, RELAY_SUCCESS_TEXT);
}

async function cancellationRecord(body: Buffer, outbox: Outbox): Promise<Reply> {
  const parsed = parseJson(body);
  if (!parsed.ok) return textReply(400, "Malformed JSON.");
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return textReply(400, "Expected a JSON object.");
  }
  const fields = value as Record<string, unknown>;
  const record: Record<string, string> = {};
  for (const name of CANCELLATION_FIELDS) {
    const field = fields[name];
    if (typeof field !== "string" || field.trim() === "") {
      return textReply(422, `The field ${name} is missing or empty.`);
    }
    record[name] = maskCardNumbers(field);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(record.email ?? "")) {
    return textReply(422, "The field email is not an e-mail address.");
  }
  if (fields.recaptcha !== undefined && typeof fields.recaptcha !== "string") {
    return textReply(422, "The field recaptcha must be text when given.");
  }
  const id = randomUUID();
  await outbox({ kind: "cancellation-record", id, record });
  return jsonReply(200, { stored: true, id });
}

async function payment(
  body: Buffer,
  options: SandboxOptions,
  outbox: Outbox,
  ledger: SandboxState["ledger"],
): Promise<Reply> {
  const parsed = parseJson(body);
  if (!parsed.ok) return textReply(400, "Malformed JSON.");
  const decrypted = decryptOrderBody(parsed.value, options.encryptionKey);
  if (!decrypted.ok) return textReply(decrypted.status, decrypted.message);
  const checked = checkOrder(decrypted.value);
  if (!checked.ok) return textReply(checked.status, checked.message);
  const order = checked.value;
  const verdict = ledger.verdict(order);
  let result: PaymentResult;
  if (verdict) {
    result = verdict.result;
  } else {
    const decision = decideCard(order.card_number.replace(/[\s-]/g, ""));
    result = decision.approved
      ? {
          ResponseCode: 200,
          ResponseData: `Approved. Sandbox transaction ${randomUUID().slice(0, 8).toUpperCase()}.`,
        }
      : { ResponseCode: decision.ResponseCode, ResponseData: decision.ResponseData };
    ledger.record(order, result);
  }
  // A replay charges nothing: the outbox says so, and a test counts charges by it.
  await outbox({
    kind: "payment",
    result,
    charged: verdict === null && result.ResponseCode === 200,
    order: orderForOutbox(order),
  });
  // Declines are answers of the payment service, not transport errors: HTTP 200 with the code inside.
  return jsonReply(200, result);
}

/** The two report formats: report-uri's `{"csp-report": {…}}`, and the Reporting API's list of `{type, url, body}`. */
function cspReports(value: unknown): Record<string, unknown>[] | undefined {
  const isRecord = (item: unknown): item is Record<string, unknown> =>
    typeof item === "object" && item !== null && !Array.isArray(item);
  if (Array.isArray(value)) {
    return value.every((item) => isRecord(item) && isRecord(item.body))
      ? value.map((item) => ({ type: item.type, url: item.url, ...(item.body as object) }))
      : undefined;
  }
  if (isRecord(value) && isRecord(value["csp-report"])) return [value["csp-report"]];
  return undefined;
}

async function cspReport(body: Buffer, outbox: Outbox): Promise<Reply> {
  const parsed = parseJson(body);
  const reports = parsed.ok ? cspReports(parsed.value) : undefined;
  if (!reports) return textReply(400, "Expected a CSP report (report-uri or Reporting API JSON).");
  for (const report of reports) await outbox({ kind: "csp-report", report });
  return textReply(204, "");
}

/** A batch of the site's conversion events (sendBeacon's text/plain JSON): one outbox entry, or 400 and nothing written. */
async function siteEvents(body: Buffer, outbox: Outbox): Promise<Reply> {
  const batch = readEventBatch(body.toString("utf8"));
  if (!batch) return textReply(400, 'Expected a batch of site events ({"events": [...]}).');
  // The contract keeps typed text out of a path, but a card number in one must still not reach the outbox.
  const events = batch.events.map((event) => ({ ...event, path: maskCardNumbers(event.path) }));
  await outbox({ kind: "events", events });
  return textReply(204, "");
}

async function handle(
  request: IncomingMessage,
  allowed: boolean,
  options: SandboxOptions,
  { outbox, ledger }: SandboxState,
): Promise<Reply> {
  const path = new URL(request.url ?? "/", "http://sandbox.local").pathname;
  if (path === "/" && request.method === "GET") {
    return textReply(
      200,
      `Sandbox backend. POST ${ENDPOINTS.join(", ")}. See the README of @membership/sandbox.`,
    );
  }
  if (!(ENDPOINTS as readonly string[]).includes(path)) {
    return textReply(404, `Not found. The sandbox answers POST ${ENDPOINTS.join(", ")}.`);
  }
  if (!allowed) return textReply(403, `Origin ${request.headers.origin} is not allowed.`);
  if (request.method === "OPTIONS") return textReply(204, "", preflightHeaders(request));
  if (request.method !== "POST") return textReply(405, "Use POST.", { Allow: "POST, OPTIONS" });
  const read = await readBody(request);
  if (read.kind === "aborted") return textReply(400, "The request was aborted.");
  // Answered at once; the rest of the upload is drained (up to 16 MB) so the connection stays usable.
  if (read.kind === "too-large") {
    return textReply(413, `The body is larger than ${BODY_LIMIT_BYTES / 1024} KB.`);
  }
  if (utf8Text(read.body) === undefined) return textReply(400, "The body is not valid UTF-8.");
  switch (path as Endpoint) {
    case "/incoming":
      return relayMessage(request, read.body, options, outbox);
    case "/cancelAgmProduct":
      return cancellationRecord(read.body, outbox);
    case CSP_REPORTS_PATH:
      return cspReport(read.body, outbox);
    case EVENTS_PATH:
      return siteEvents(read.body, outbox);
    case "/encryptionApi":
      return payment(read.body, options, outbox, ledger);
  }
}

/** A node:http server implementing the site's three backend calls; call `listen` on it. */
export function createSandboxServer(options: SandboxOptions): Server {
  // A wrong key size is a setup mistake: fail at start, not at the first payment.
  keyBits(options.encryptionKey);
  const state: SandboxState = {
    outbox: createOutbox(options.outboxFile),
    ledger: createPaymentLedger(),
  };
  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    const allowed = origin === undefined || isAllowedOrigin(origin, options.allowedOrigins ?? []);
    const headers = origin !== undefined && allowed ? corsHeaders(origin) : {};
    handle(request, allowed, options, state).then(
      (reply) => send(response, reply, headers),
      (error: unknown) => {
        // Never crash: an unexpected failure (for example an unwritable outbox) is a 500 for that request only.
        console.error(
          `sandbox: ${request.method} ${request.url} failed:`,
          error instanceof Error ? error.message : error,
        );
        send(
          response,
          textReply(500, "The sandbox failed to handle this request; see its console."),
          {},
        );
      },
    );
  });
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  return server;
}
