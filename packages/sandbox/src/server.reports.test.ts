import { describe, expect, it } from "vitest";
import { answer, postJson, sandboxForFile } from "./test/harness.ts";

const sandbox = sandboxForFile();

describe("POST /csp-reports", () => {
  it.each([
    {
      case: "report-uri's application/csp-report",
      contentType: "application/csp-report",
      body: {
        "csp-report": {
          "document-uri": "http://127.0.0.1:4317/checkout",
          "violated-directive": "script-src-elem",
          "blocked-uri": "https://skimmer.example/steal.js",
        },
      },
      expected: { "blocked-uri": "https://skimmer.example/steal.js" },
    },
    {
      case: "the Reporting API's application/reports+json",
      contentType: "application/reports+json",
      body: [
        {
          type: "csp-violation",
          url: "http://127.0.0.1:4317/checkout",
          body: {
            documentURL: "http://127.0.0.1:4317/checkout",
            effectiveDirective: "script-src-elem",
            blockedURL: "https://skimmer.example/steal.js",
          },
        },
      ],
      expected: { type: "csp-violation", blockedURL: "https://skimmer.example/steal.js" },
    },
  ])("writes $case to the outbox and answers 204", async ({ contentType, body, expected }) => {
    const response = await postJson(`${sandbox.origin}/csp-reports`, body, {
      "Content-Type": contentType,
    });
    expect(response.status).toBe(204);
    expect(await sandbox.outbox()).toContainEqual(
      expect.objectContaining({ kind: "csp-report", report: expect.objectContaining(expected) }),
    );
  });

  it("answers what is not a report with 400", async () => {
    const response = await postJson(`${sandbox.origin}/csp-reports`, { hello: "world" });
    expect(await answer(response)).toEqual({
      status: 400,
      text: "Expected a CSP report (report-uri or Reporting API JSON).",
    });
  });
});

describe("POST /events", () => {
  const batch = {
    events: [
      { name: "page-view", path: "/en/plans", language: "en" },
      { name: "buy", path: "/en/plans", language: "en", plan: "basic" },
      { name: "purchase", path: "/en/checkout", language: "en", plan: "basic", outcome: "success" },
    ],
  };

  /** What navigator.sendBeacon sends: JSON as text/plain (no preflight), from the site's origin. */
  function beacon(body: string, origin = "http://localhost:5173"): Promise<Response> {
    return fetch(`${sandbox.origin}/events`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: origin },
      body,
    });
  }

  it("writes a batch to the outbox as one entry and answers 204 with the site's origin allowed", async () => {
    const before = (await sandbox.outbox()).length;
    const response = await beacon(JSON.stringify(batch));
    expect(await answer(response)).toEqual({ status: 204, text: "" });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const written = (await sandbox.outbox()).slice(before);
    expect(written).toEqual([
      { timestamp: expect.stringMatching(/^\d{4}-/), kind: "events", events: batch.events },
    ]);
  });

  it("keeps a card number in a path out of the outbox", async () => {
    const events = [{ name: "page-view", path: "/pay/4111111111111111", language: "en" }];
    expect((await beacon(JSON.stringify({ events }))).status).toBe(204);
    const text = await sandbox.outboxText();
    expect(text).not.toContain("4111111111111111");
    expect(text).toContain("/pay/[card ending 1111]");
  });

  it.each([
    { case: "text that is not JSON", body: "page-view /en/plans" },
    { case: "an empty list", body: JSON.stringify({ events: [] }) },
    {
      case: "an event with an e-mail",
      body: JSON.stringify({ events: [{ ...batch.events[0], email: "ada@example.test" }] }),
    },
    {
      case: "a good event beside a bad one",
      body: JSON.stringify({ events: [batch.events[0], { ...batch.events[0], path: "/?x=1" }] }),
    },
  ])("answers $case with 400 and writes nothing", async ({ body }) => {
    const before = await sandbox.outboxText();
    expect(await answer(await beacon(body))).toEqual({
      status: 400,
      text: 'Expected a batch of site events ({"events": [...]}).',
    });
    expect(await sandbox.outboxText()).toBe(before);
  });

  it("refuses a batch from an origin that is not allowed", async () => {
    const before = await sandbox.outboxText();
    const response = await beacon(JSON.stringify(batch), "https://elsewhere.test");
    expect(response.status).toBe(403);
    expect(await sandbox.outboxText()).toBe(before);
  });
});
