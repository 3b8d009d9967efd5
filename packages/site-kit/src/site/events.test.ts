import { readEventBatch } from "@membership/api";
import type { SubmitResult } from "@membership/forms";
import { describe, expect, it } from "vitest";
import { BUY_PLAN_DATA } from "../loader/pageLoader.js";
import {
  EVENTS_BATCH_DELAY_MS,
  type EventsWindow,
  purchaseOutcomeOf,
  recordEvent,
  recordSent,
  startEvents,
} from "./events.js";

const ENDPOINT = "https://events.brand.test/collect";

/** A page at `pathname` whose beacons and timers are kept to be looked at. */
function eventsWindow(pathname: string) {
  const sent: string[] = [];
  const timers: (() => void)[] = [];
  const target = new EventTarget();
  const doc = new EventTarget() as EventTarget & { visibilityState: string };
  doc.visibilityState = "visible";
  const win = {
    location: { pathname },
    document: Object.assign(doc, { documentElement: { lang: "es-US" } }),
    navigator: {
      sendBeacon: (_url: string, body: string) => {
        expect(_url).toBe(ENDPOINT);
        sent.push(body);
        return true;
      },
    },
    addEventListener: target.addEventListener.bind(target),
    setTimeout: (handler: () => void) => timers.push(handler),
    clearTimeout: () => {},
  } as unknown as EventsWindow;
  const batches = () => sent.map((body) => readEventBatch(body)?.events);
  return { win, target, doc, timers, batches };
}

const result = (status: SubmitResult["status"], final?: true): SubmitResult => ({
  status,
  dialog: "checkoutSucceeded",
  clearForm: false,
  clearStorage: [],
  ...(final ? { final } : {}),
});

describe("purchaseOutcomeOf", () => {
  it.each<[string, SubmitResult, string | null]>([
    ["a charge", result("succeeded", true), "success"],
    ["a declared decline", result("failed", true), "decline"],
    ["a timeout or an unreadable reply", result("failed"), "unclear"],
    ["a field's check", result("invalid"), null],
  ])("%s: %s", (_, submitted, outcome) => {
    expect(purchaseOutcomeOf(submitted)).toBe(outcome);
  });
});

describe("startEvents", () => {
  // One sender per page: the module's, started once for all the tests below in order.
  const page = eventsWindow("/checkout");
  startEvents(ENDPOINT, { checkoutPlan: "PREMIUM" }, page.win);

  it("sends the page's view and the payment page's plan together, a moment later, as the collector reads them", () => {
    expect(page.batches()).toEqual([]);
    for (const run of page.timers.splice(0)) run();
    expect(page.batches()).toEqual([
      [
        { name: "page-view", path: "/checkout", language: "es-US" },
        { name: "checkout-shown", plan: "PREMIUM", path: "/checkout", language: "es-US" },
      ],
    ]);
  });

  it("sends what the forms record, with nothing the visitor typed, as the page is hidden", () => {
    recordSent("contact-sent")(result("succeeded"));
    recordSent("contact-sent")(result("failed"));
    recordEvent({ name: "purchase", plan: "PREMIUM", outcome: "decline" });
    page.doc.visibilityState = "hidden";
    page.doc.dispatchEvent(new Event("visibilitychange"));
    expect(page.batches().at(-1)).toEqual([
      { name: "contact-sent", path: "/checkout", language: "es-US" },
      {
        name: "purchase",
        plan: "PREMIUM",
        outcome: "decline",
        path: "/checkout",
        language: "es-US",
      },
    ]);
  });

  it("sends a Buy at once, before the page is left, with the plan of the button pressed", () => {
    const before = page.batches().length;
    // The button's label pressed: the event's target is inside the button.
    const button = { getAttribute: () => JSON.stringify({ subscriptionType: "BASIC" }) };
    const label = {
      closest: (selector: string) => (selector === `[${BUY_PLAN_DATA.plan}]` ? button : null),
    };
    const click = new Event("click");
    Object.defineProperty(click, "target", { value: label });
    page.target.dispatchEvent(click);
    // A press anywhere else is no Buy.
    const elsewhere = new Event("click");
    Object.defineProperty(elsewhere, "target", { value: { closest: () => null } });
    page.target.dispatchEvent(elsewhere);
    expect(page.batches().slice(before)).toEqual([
      [{ name: "buy", plan: "BASIC", path: "/checkout", language: "es-US" }],
    ]);
  });

  it("counts the page again when the visitor comes back to it from the back/forward cache, not when it first shows", () => {
    for (const run of page.timers.splice(0)) run();
    const before = page.batches().length;
    const pageshow = (persisted: boolean) =>
      Object.assign(new Event("pageshow"), { persisted }) as unknown as PageTransitionEvent;
    page.target.dispatchEvent(pageshow(false));
    for (const run of page.timers.splice(0)) run();
    expect(page.batches()).toHaveLength(before);
    page.target.dispatchEvent(pageshow(true));
    for (const run of page.timers.splice(0)) run();
    expect(page.batches().slice(before)).toEqual([
      [
        { name: "page-view", path: "/checkout", language: "es-US" },
        { name: "checkout-shown", plan: "PREMIUM", path: "/checkout", language: "es-US" },
      ],
    ]);
  });

  it("waits no longer than a second", () => {
    expect(EVENTS_BATCH_DELAY_MS).toBeLessThanOrEqual(1000);
  });
});
