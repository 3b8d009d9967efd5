// The conversion events a site sends to its collector (`events.endpoint`), and how a collector reads a batch. An event
// identifies no one: no cookie, no id across pages or visits, nothing a visitor typed, no query string.

import { parseJsonObject } from "./request.js";

/** The sandbox's collector: the path of the events endpoint a local site sends to. */
export const EVENTS_PATH = "/events";

/** What a purchase ended in: paid, refused by the payment call, or neither known (a timeout, a lost reply). */
export const PURCHASE_OUTCOMES = ["success", "decline", "unclear"] as const;
export type PurchaseOutcome = (typeof PURCHASE_OUTCOMES)[number];

/** Fields every event has: the page's path (no query) and language. */
interface EventContext {
  path: string;
  language: string;
}

export type SiteEvent = EventContext &
  (
    | { name: "page-view" }
    | { name: "buy"; plan: string }
    | { name: "checkout-shown"; plan: string }
    | { name: "purchase"; plan: string; outcome: PurchaseOutcome }
    | { name: "contact-sent" }
    | { name: "cancellation-sent" }
  );

export type SiteEventName = SiteEvent["name"];

/** One request's body: the events since the last one, in order. */
export interface EventBatch {
  events: SiteEvent[];
}

/** The most events one batch carries; a collector refuses more. */
export const MAX_EVENTS_PER_BATCH = 50;

const PLAN_EVENTS: readonly SiteEventName[] = ["buy", "checkout-shown", "purchase"];
const NAMES: readonly SiteEventName[] = [
  "page-view",
  "buy",
  "checkout-shown",
  "purchase",
  "contact-sent",
  "cancellation-sent",
];
/** A language tag: a short word, never free text. */
const WORD = /^[A-Za-z0-9_-]{1,32}$/;
/** A plan's type: a few words ("FAMILY PLUS"), never free text. */
const PLAN = /^[A-Za-z0-9_-]+( [A-Za-z0-9_-]+)*$/;
/** A path with no query or fragment. */
const PATH = /^\/[^?#\s]{0,200}$/;

function readEvent(value: unknown): SiteEvent | null {
  if (typeof value !== "object" || value === null) return null;
  const { name, path, language, plan, outcome, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (!NAMES.includes(name as SiteEventName)) return null;
  if (typeof path !== "string" || !PATH.test(path)) return null;
  if (typeof language !== "string" || !WORD.test(language)) return null;
  const hasPlan = PLAN_EVENTS.includes(name as SiteEventName);
  if (hasPlan !== (typeof plan === "string" && plan.length <= 32 && PLAN.test(plan))) return null;
  if (!hasPlan && plan !== undefined) return null;
  if ((name === "purchase") !== PURCHASE_OUTCOMES.includes(outcome as PurchaseOutcome)) return null;
  if (name !== "purchase" && outcome !== undefined) return null;
  return value as SiteEvent;
}

/** A batch as a collector reads it: the events of a well-formed body, or null for anything else (no partial batch). */
export function readEventBatch(body: string): EventBatch | null {
  const parsed = parseJsonObject(body);
  if (!parsed) return null;
  const { events, ...rest } = parsed;
  if (Object.keys(rest).length > 0) return null;
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_EVENTS_PER_BATCH) {
    return null;
  }
  const read = events.map(readEvent);
  return read.every((event) => event !== null) ? { events: read as SiteEvent[] } : null;
}
