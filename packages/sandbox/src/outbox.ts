import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import type { SiteEvent } from "@membership/api";
import { maskCardNumbers } from "./cards.ts";
import type { PaymentOrder } from "./payment.ts";

export type OutboxEntry =
  | { kind: "relay-message"; website: string; message: string }
  | { kind: "cancellation-record"; id: string; record: Record<string, string> }
  | {
      kind: "payment";
      result: { ResponseCode: number; ResponseData: string };
      /** Whether this call charged the card: false for a decline, a refusal and a replay of a key's first reply. */
      charged: boolean;
      order: Omit<PaymentOrder, "card_number" | "cvv" | "api_key" | "recaptcha"> & {
        card_last4: string;
      };
    }
  | { kind: "csp-report"; report: Record<string, unknown> }
  /** One batch of the site's conversion events, as it arrived. */
  | { kind: "events"; events: SiteEvent[] };

/** The order as the outbox keeps it: card reduced to its last four digits, no cvv, API key or captcha token. */
export function orderForOutbox(
  order: PaymentOrder,
): Extract<OutboxEntry, { kind: "payment" }>["order"] {
  const { card_number, cvv: _cvv, api_key: _apiKey, recaptcha: _token, ...rest } = order;
  const masked = Object.fromEntries(
    Object.entries(rest).map(([name, value]) => [
      name,
      typeof value === "string" ? maskCardNumbers(value) : value,
    ]),
  ) as typeof rest;
  return { ...masked, card_last4: card_number.replace(/\D/g, "").slice(-4) };
}

/** Appends one JSON line per accepted call, in arrival order. */
export function createOutbox(file: string): (entry: OutboxEntry) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  return (entry) => {
    const line = `${JSON.stringify({ timestamp: new Date().toISOString(), ...entry })}\n`;
    const write = queue.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line, "utf8");
    });
    // A failed write must not block the writes after it.
    queue = write.catch(() => undefined);
    return write;
  };
}
