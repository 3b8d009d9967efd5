import { type ApiConfig, DEFAULT_TIMEOUT_MS, endpointUrl } from "./config.js";
import type { CallOutcome } from "./outcome.js";

/** The server answered: its HTTP status and its body as text. */
export interface ServerReply {
  ok: boolean;
  status: number;
  text: string;
}

export type ExchangeResult =
  | { kind: "replied"; reply: ServerReply }
  | Extract<CallOutcome<never>, { kind: "network-error" } | { kind: "timeout" }>;

/**
 * One POST, never retried, bounded by `timeoutMs` (reading the body included; the configured
 * `timeoutMs` when omitted).
 * Resolves for every failure; the request body is never put into a result or a log.
 */
export async function postOnce(
  config: ApiConfig,
  path: string,
  init: { body: BodyInit; headers?: Record<string, string>; timeoutMs?: number },
): Promise<ExchangeResult> {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    init.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  try {
    const response = await fetchImpl(endpointUrl(config.host, path), {
      method: "POST",
      body: init.body,
      headers: init.headers,
      signal: controller.signal,
    });
    const text = await response.text();
    return { kind: "replied", reply: { ok: response.ok, status: response.status, text } };
  } catch {
    // The error may quote the request, so only its category leaves this function.
    return timedOut ? { kind: "timeout" } : { kind: "network-error" };
  } finally {
    clearTimeout(timer);
  }
}

/** The object (an array included) a JSON text holds, or undefined for any other text: bodies and replies come from outside. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
