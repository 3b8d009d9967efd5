import { describe, expect, it } from "vitest";
import { MAX_EVENTS_PER_BATCH, readEventBatch, type SiteEvent } from "./events.js";

const context = { path: "/en/plans", language: "en" };
const pageView: SiteEvent = { name: "page-view", ...context };

/** A body as `navigator.sendBeacon` sends it: the batch as JSON text. */
const body = (events: unknown[]): string => JSON.stringify({ events });

describe("readEventBatch", () => {
  it.each<{ event: SiteEvent }>([
    { event: pageView },
    { event: { name: "buy", plan: "basic", ...context } },
    { event: { name: "checkout-shown", plan: "premium_12", ...context } },
    { event: { name: "buy", plan: "FAMILY PLUS", ...context } },
    { event: { name: "purchase", plan: "basic", outcome: "success", ...context } },
    { event: { name: "purchase", plan: "basic", outcome: "decline", ...context } },
    { event: { name: "purchase", plan: "basic", outcome: "unclear", ...context } },
    { event: { name: "contact-sent", path: "/es/contacto", language: "es-MX" } },
    { event: { name: "cancellation-sent", path: "/", language: "fr" } },
  ])("reads a batch of one $event.name ($event.outcome)", ({ event }) => {
    expect(readEventBatch(body([event]))).toEqual({ events: [event] });
  });

  it(`reads ${MAX_EVENTS_PER_BATCH} events, in order`, () => {
    const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, index) => ({
      ...pageView,
      path: `/page-${index}`,
    }));
    expect(readEventBatch(body(events))).toEqual({ events });
  });

  it.each<{ case: string; body: string }>([
    { case: "text that is not JSON", body: "events=page-view" },
    { case: "JSON cut short", body: body([pageView]).slice(0, 20) },
    { case: "JSON null", body: "null" },
    { case: "a bare list of events", body: JSON.stringify([pageView]) },
    {
      case: "a key beside the events",
      body: JSON.stringify({ events: [pageView], visitorId: "v-1" }),
    },
    { case: "a plan of two spaces", body: body([{ ...pageView, name: "buy", plan: "A  B" }]) },
    { case: "events that are not a list", body: JSON.stringify({ events: pageView }) },
    { case: "an empty list", body: body([]) },
    {
      case: `more than ${MAX_EVENTS_PER_BATCH} events`,
      body: body(Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => pageView)),
    },
    { case: "an event that is not an object", body: body(["page-view"]) },
    { case: "an unknown name", body: body([{ ...pageView, name: "scroll" }]) },
    { case: "no name", body: body([context]) },
    { case: "an extra key (email)", body: body([{ ...pageView, email: "ada@example.test" }]) },
    { case: "an extra key (visitor id)", body: body([{ ...pageView, visitorId: "v-1" }]) },
    { case: "a path with a query", body: body([{ ...pageView, path: "/en/plans?x=1" }]) },
    { case: "a path with a fragment", body: body([{ ...pageView, path: "/en/plans#top" }]) },
    { case: "a full URL for path", body: body([{ ...pageView, path: "https://a.test/en" }]) },
    { case: "no path", body: body([{ name: "page-view", language: "en" }]) },
    { case: "no language", body: body([{ name: "page-view", path: "/" }]) },
    { case: "a language with spaces", body: body([{ ...pageView, language: "en GB" }]) },
    { case: "a language that is not text", body: body([{ ...pageView, language: 1 }]) },
    { case: "buy without a plan", body: body([{ name: "buy", ...context }]) },
    {
      case: "checkout-shown without a plan",
      body: body([{ name: "checkout-shown", ...context }]),
    },
    {
      case: "a plan that is no plan's type (an e-mail address)",
      body: body([{ name: "buy", plan: "ada@example.test", ...context }]),
    },
    {
      case: "a plan longer than a plan's type",
      body: body([{ name: "buy", plan: "a plan name with many words in it", ...context }]),
    },
    { case: "page-view with a plan", body: body([{ ...pageView, plan: "basic" }]) },
    { case: "page-view with a bad plan", body: body([{ ...pageView, plan: "a b" }]) },
    { case: "page-view with an outcome", body: body([{ ...pageView, outcome: "success" }]) },
    {
      case: "purchase without an outcome",
      body: body([{ name: "purchase", plan: "basic", ...context }]),
    },
    {
      case: "purchase with an unknown outcome",
      body: body([{ name: "purchase", plan: "basic", outcome: "refunded", ...context }]),
    },
    {
      case: "purchase without a plan",
      body: body([{ name: "purchase", outcome: "success", ...context }]),
    },
    {
      case: "buy with an outcome",
      body: body([{ name: "buy", plan: "basic", outcome: "success", ...context }]),
    },
    {
      case: "one bad event among good ones (no partial batch)",
      body: body([pageView, { ...pageView, path: "/?utm_source=mail" }, pageView]),
    },
  ])("refuses $case", ({ body }) => {
    expect(readEventBatch(body)).toBeNull();
  });
});
