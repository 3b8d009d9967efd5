import type { SiteEvent } from "@membership/api";
import { describe, expect, it } from "vitest";
import { formatFunnel, funnelOf, type PlanSteps } from "./funnel.ts";

const view = (language: string): SiteEvent => ({ name: "page-view", path: "/", language });
const buy = (plan: string, language: string): SiteEvent => ({
  name: "buy",
  path: "/plans",
  language,
  plan,
});
const shown = (plan: string, language: string): SiteEvent => ({
  name: "checkout-shown",
  path: "/checkout",
  language,
  plan,
});
const bought = (
  plan: string,
  language: string,
  outcome: "success" | "decline" | "unclear",
): SiteEvent => ({ name: "purchase", path: "/checkout", language, plan, outcome });

/** The outbox's entries of these batches, each as the sandbox writes it. */
const outbox = (...batches: SiteEvent[][]) =>
  batches.map((events) => ({ timestamp: "2030-01-01T00:00:00.000Z", kind: "events", events }));

const steps = (values: Partial<PlanSteps>): PlanSteps => ({
  buy: 0,
  checkoutShown: 0,
  success: 0,
  decline: 0,
  unclear: 0,
  ...values,
});

describe("funnelOf", () => {
  it.each([
    {
      case: "an empty outbox",
      entries: [],
      expected: { events: 0, visits: 0, visitsByLanguage: new Map(), byPlan: new Map() },
    },
    {
      case: "an outbox of other calls only",
      entries: [
        { kind: "relay-message", website: "w", message: "m" },
        { kind: "csp-report", report: {} },
      ],
      expected: { events: 0, visits: 0, byPlan: new Map() },
    },
    {
      case: "visits only",
      entries: outbox([view("en"), view("en")], [view("es")]),
      expected: {
        events: 3,
        visits: 3,
        visitsByLanguage: new Map([
          ["en", 2],
          ["es", 1],
        ]),
        total: steps({}),
        byPlan: new Map(),
      },
    },
    {
      case: "each step once, contact and cancellation not counted as steps",
      entries: outbox([
        view("en"),
        buy("basic", "en"),
        shown("basic", "en"),
        bought("basic", "en", "success"),
        { name: "contact-sent", path: "/contact", language: "en" },
        { name: "cancellation-sent", path: "/cancel", language: "en" },
      ]),
      expected: {
        events: 6,
        visits: 1,
        total: steps({ buy: 1, checkoutShown: 1, success: 1 }),
        byPlan: new Map([["basic", steps({ buy: 1, checkoutShown: 1, success: 1 })]]),
      },
    },
    {
      case: "two plans in two languages, with a decline and an unclear purchase",
      entries: outbox(
        [view("en"), view("en"), view("de"), buy("basic", "en"), buy("premium", "de")],
        [shown("basic", "en"), bought("basic", "en", "decline")],
        [shown("premium", "de"), bought("premium", "de", "unclear")],
        [bought("premium", "de", "success")],
      ),
      expected: {
        events: 10,
        visits: 3,
        visitsByLanguage: new Map([
          ["en", 2],
          ["de", 1],
        ]),
        total: steps({ buy: 2, checkoutShown: 2, success: 1, decline: 1, unclear: 1 }),
        byLanguage: new Map([
          ["en", steps({ buy: 1, checkoutShown: 1, decline: 1 })],
          ["de", steps({ buy: 1, checkoutShown: 1, success: 1, unclear: 1 })],
        ]),
        byPlan: new Map([
          ["basic", steps({ buy: 1, checkoutShown: 1, decline: 1 })],
          ["premium", steps({ buy: 1, checkoutShown: 1, success: 1, unclear: 1 })],
        ]),
        byPlanAndLanguage: new Map([
          ["basic", new Map([["en", steps({ buy: 1, checkoutShown: 1, decline: 1 })]])],
          [
            "premium",
            new Map([["de", steps({ buy: 1, checkoutShown: 1, success: 1, unclear: 1 })]]),
          ],
        ]),
      },
    },
    {
      case: "one plan in two languages",
      entries: outbox([buy("basic", "en"), buy("basic", "fr"), shown("basic", "fr")]),
      expected: {
        visits: 0,
        byPlan: new Map([["basic", steps({ buy: 2, checkoutShown: 1 })]]),
        byPlanAndLanguage: new Map([
          [
            "basic",
            new Map([
              ["en", steps({ buy: 1 })],
              ["fr", steps({ buy: 1, checkoutShown: 1 })],
            ]),
          ],
        ]),
      },
    },
    {
      case: "a plan named like an object's own property",
      entries: outbox([buy("__proto__", "en"), buy("constructor", "en")]),
      expected: {
        byPlan: new Map([
          ["__proto__", steps({ buy: 1 })],
          ["constructor", steps({ buy: 1 })],
        ]),
      },
    },
  ])("counts $case", ({ entries, expected }) => {
    expect(funnelOf(entries)).toMatchObject(expected);
  });
});

describe("formatFunnel", () => {
  it("puts each step's percentage of the step before it, and Buy's of the row's visits", () => {
    const text = formatFunnel(
      funnelOf(
        outbox([
          view("en"),
          view("en"),
          view("en"),
          view("en"),
          view("de"),
          buy("basic", "en"),
          buy("basic", "en"),
          shown("basic", "en"),
          bought("basic", "en", "success"),
        ]),
      ),
    );
    const row = (start: string) => text.split("\n").find((line) => line.startsWith(start));
    expect(row("en ")?.split(/\s+/)).toEqual([
      "en",
      "4",
      "2",
      "50.0%",
      "1",
      "50.0%",
      "1",
      "100.0%",
      "0",
      "0",
    ]);
    expect(row("de ")?.split(/\s+/)).toEqual([
      "de",
      "1",
      "0",
      "0.0%",
      "0",
      "–",
      "0",
      "–",
      "0",
      "0",
    ]);
    expect(row("total ")?.split(/\s+/)).toEqual([
      "total",
      "5",
      "2",
      "40.0%",
      "1",
      "50.0%",
      "1",
      "100.0%",
      "0",
      "0",
    ]);
    expect(row("basic  en")?.split(/\s+/)).toEqual([
      "basic",
      "en",
      "2",
      "50.0%",
      "1",
      "50.0%",
      "1",
      "100.0%",
      "0",
      "0",
    ]);
  });
});
