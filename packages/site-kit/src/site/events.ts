// The site's conversion events (@membership/api's SiteEvent), sent to the deployment's events endpoint in batches with
// navigator.sendBeacon. An event carries the page's path (no query) and language and, for a plan's steps, the plan's
// type: no cookie, no id, nothing a visitor typed. The entry starts the sender; without an endpoint nothing is sent.
import { MAX_EVENTS_PER_BATCH, type PurchaseOutcome, type SiteEvent } from "@membership/api";
import type { SubmitResult } from "@membership/forms";
import { BUY_PLAN_DATA } from "../loader/pageLoader.js";

/** An event as recorded: the page's path and language are added as it is recorded. */
export type RecordedEvent = WithoutPage<SiteEvent>;
type WithoutPage<Event> = Event extends SiteEvent ? Omit<Event, "path" | "language"> : never;

/** How long recorded events wait for others before they are sent together. */
export const EVENTS_BATCH_DELAY_MS = 1000;

export interface EventsWindow {
  location: Pick<Location, "pathname">;
  document: Pick<Document, "documentElement" | "visibilityState" | "addEventListener">;
  navigator: Pick<Navigator, "sendBeacon">;
  addEventListener: Window["addEventListener"];
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
}

let record: ((event: RecordedEvent) => void) | null = null;

/** Records an event of the page; nothing when the site has no events endpoint. */
export function recordEvent(event: RecordedEvent): void {
  record?.(event);
}

/** The plan type of a Buy button's stored plan, or null. */
function boughtPlan(target: EventTarget | null): string | null {
  const button = (target as Partial<Element> | null)?.closest?.(`[${BUY_PLAN_DATA.plan}]`);
  try {
    const plan: unknown = JSON.parse(button?.getAttribute(BUY_PLAN_DATA.plan) ?? "null");
    const type = (plan as { subscriptionType?: unknown } | null)?.subscriptionType;
    return typeof type === "string" ? type : null;
  } catch {
    return null;
  }
}

/**
 * Starts sending to `endpoint`: this page's view (and, on the payment page, the plan shown), every Buy pressed before
 * or after the app, and what the app records. Batches go after a second, or as the page is hidden or left.
 */
export function startEvents(
  endpoint: string,
  page: { checkoutPlan: string | null },
  win: EventsWindow = window,
): void {
  if (record) return;
  let queue: SiteEvent[] = [];
  let timer: number | null = null;
  const flush = () => {
    if (timer !== null) win.clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const batch = JSON.stringify({ events: queue });
    queue = [];
    // text/plain: a simple request, no preflight; the collector's answer is never read.
    win.navigator.sendBeacon(endpoint, batch);
  };
  record = (event) => {
    queue.push({
      ...event,
      path: win.location.pathname,
      language: win.document.documentElement.lang,
    } as SiteEvent);
    if (queue.length >= MAX_EVENTS_PER_BATCH) flush();
    else timer ??= win.setTimeout(flush, EVENTS_BATCH_DELAY_MS);
  };
  const viewed = () => {
    recordEvent({ name: "page-view" });
    if (page.checkoutPlan) recordEvent({ name: "checkout-shown", plan: page.checkoutPlan });
  };
  viewed();
  // A page back from the back/forward cache runs no script again, yet the visitor sees it again: another view.
  win.addEventListener("pageshow", (event) => {
    if ((event as PageTransitionEvent).persisted) viewed();
  });
  // Capture: the page's loader takes a Buy before the app, and leaves the page at once.
  win.addEventListener(
    "click",
    (event) => {
      const plan = boughtPlan(event.target);
      if (plan) {
        recordEvent({ name: "buy", plan });
        flush();
      }
    },
    { capture: true },
  );
  win.document.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") flush();
  });
  win.addEventListener("pagehide", flush);
}

/** A purchase's outcome from the checkout's result: paid, a declared decline, or not known; null for a form's check. */
export function purchaseOutcomeOf(result: SubmitResult): PurchaseOutcome | null {
  if (result.status === "invalid") return null;
  if (result.status === "succeeded") return "success";
  return result.final ? "decline" : "unclear";
}

/** A form's onSubmitted: records the event once its message is sent. */
export function recordSent(name: "contact-sent" | "cancellation-sent") {
  return (result: SubmitResult): void => {
    if (result.status === "succeeded") recordEvent({ name });
  };
}
