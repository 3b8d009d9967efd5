import type { IncomingMessage, ServerResponse } from "node:http";

/** Largest accepted request body. */
export const BODY_LIMIT_BYTES = 64 * 1024;
// An oversized body is still read (so the client gets its 413), but not forever.
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

export type BodyResult =
  | { kind: "read"; body: Buffer }
  | { kind: "too-large" }
  | { kind: "aborted" };

/**
 * The whole body, or "too-large" as soon as it passes the limit (a declared Content-Length over
 * the limit counts at once), so a client that keeps sending never holds its reply back.
 */
export function readBody(request: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    if (Number(request.headers["content-length"] ?? 0) > limit) resolve({ kind: "too-large" });
    request.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else resolve({ kind: "too-large" });
      if (received > DRAIN_LIMIT_BYTES) request.destroy();
    });
    request.on("end", () => resolve({ kind: "read", body: Buffer.concat(chunks) }));
    request.on("error", () => resolve({ kind: "aborted" }));
    request.on("close", () => resolve({ kind: "aborted" }));
  });
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as text, or undefined when it is not valid UTF-8. */
export function utf8Text(body: Buffer): string | undefined {
  try {
    return strictUtf8.decode(body);
  } catch {
    return undefined;
  }
}

export interface Reply {
  status: number;
  body: string;
  contentType: "text/plain; charset=utf-8" | "application/json";
  headers?: Record<string, string>;
}

export function textReply(status: number, body: string, headers?: Record<string, string>): Reply {
  return { status, body, contentType: "text/plain; charset=utf-8", headers };
}

export function jsonReply(status: number, value: unknown): Reply {
  return { status, body: JSON.stringify(value), contentType: "application/json" };
}

export function send(
  response: ServerResponse,
  reply: Reply,
  extraHeaders: Record<string, string>,
): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(reply.status, {
    ...extraHeaders,
    ...reply.headers,
    "Content-Type": reply.contentType,
    "Content-Length": String(Buffer.byteLength(reply.body)),
    "Cache-Control": "no-store",
  });
  response.end(reply.body);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Any http(s) origin on a loopback host (whatever the port), or one of the configured origins. */
export function isAllowedOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.has(url.hostname)
  );
}

export function corsHeaders(origin: string): Record<string, string> {
  return { "Access-Control-Allow-Origin": origin, Vary: "Origin" };
}

export function preflightHeaders(request: IncomingMessage): Record<string, string> {
  return {
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers":
      request.headers["access-control-request-headers"] ?? "Content-Type",
    "Access-Control-Max-Age": "600",
  };
}
