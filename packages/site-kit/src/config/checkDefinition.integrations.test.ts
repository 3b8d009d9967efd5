import { describe, expect, it } from "vitest";
import { brand, problemsOf } from "../test/documentedBrand.js";

describe("checkSiteDefinition", () => {
  const analytics = {
    id: "stats",
    purpose: "analytics",
    script: "https://stats.example/s.js",
    consent: "analytics",
    data: "pages visited",
  };
  it.each([
    [
      { ...analytics, scirpt: analytics.script },
      'integrations[0].scirpt: is not a key here; did you mean "script"?',
    ],
    [
      { ...analytics, purpose: "analytic" },
      'integrations[0].purpose: must be one of chat, analytics, captcha, other; did you mean "analytics"?',
    ],
    [
      { ...analytics, consent: "marketting" },
      'integrations[0].consent: must be one of necessary, functional, analytics, marketing; did you mean "marketing"?',
    ],
    [
      { ...analytics, loads: "idel" },
      'integrations[0].loads: must be one of start, idle, click; did you mean "idle"?',
    ],
    [
      { ...analytics, origins: { conect: ["https://x.example"] } },
      'integrations[0].origins.conect: is not a key here; did you mean "connect"?',
    ],
    [
      { ...analytics, origins: { connect: ["stats.example"] } },
      'integrations[0].origins.connect[0]: must be an origin like "https://stats.example.com", or a URL prefix ending in "/"',
    ],
    [
      { ...analytics, origins: { script: ["https://*.example"] } },
      'integrations[0].origins.script[0]: must be an origin like "https://stats.example.com", or a URL prefix ending in "/"',
    ],
    [
      { ...analytics, script: "//stats.example/s.js" },
      'integrations[0].script: must be a full URL like "https://www.example.com/page"',
    ],
    [
      { ...analytics, script: undefined },
      "integrations[0].script: is required (only a chat's may come from VITE_CHAT_SCRIPT_URL)",
    ],
    [
      { ...analytics, pages: ["home", "prices"] },
      'integrations[0].pages[1]: is not a page of the site; did you mean "price"?',
    ],
    [
      { ...analytics, pages: "every-page" },
      "integrations[0].pages: cannot include the payment page: no third party but the captcha shares the page with the card fields",
    ],
    [
      { ...analytics, pages: ["price", "checkout"] },
      "integrations[0].pages[1]: is the payment page: no third party but the captcha shares the page with the card fields",
    ],
    [
      { ...analytics, id: "captcha" },
      'integrations[0].id: "captcha" is the kit\'s own (VITE_RECAPTCHA_SITE_KEY)',
    ],
    [{ ...analytics, data: undefined }, "integrations[0].data: is required"],
    [
      { ...analytics, loads: "click" },
      "integrations[0].loads: cannot be click: what needs consent loads once the visitor allows it",
    ],
    [
      { ...analytics, id: "events" },
      'integrations[0].id: "events" is the kit\'s own (events.endpoint)',
    ],
  ])("refuses the integration %j: %s", (entry, message) => {
    expect(problemsOf({ ...brand, integrations: [entry] })).toEqual([message]);
  });

  it("refuses a second chat: VITE_CHAT_SCRIPT_URL sets the script of the one", () => {
    const chat = { id: "help", purpose: "chat", consent: "functional", data: "what is written" };
    expect(problemsOf({ ...brand, integrations: [chat, { ...chat, id: "sales-chat" }] })).toEqual([
      "integrations[1].purpose: is a second chat: the site has one (VITE_CHAT_SCRIPT_URL sets its script)",
    ]);
  });

  it.each([
    [
      { endpoint: "events.example/collect" },
      'events.endpoint: must be a full URL like "https://www.example.com/page"',
    ],
    [{ endpoint: "https://events.example/collect", batch: 5 }, "events.batch: is not a key here"],
    [
      { endpoin: "https://events.example/collect" },
      'events.endpoin: is not a key here; did you mean "endpoint"?',
    ],
  ])("refuses the events %j: %s", (events, message) => {
    expect(problemsOf({ ...brand, events })).toContain(message);
  });

  it("takes an events endpoint", () => {
    expect(
      problemsOf({ ...brand, events: { endpoint: "https://events.example/collect" } }),
    ).toEqual([]);
  });

  it("refuses two integrations of one id, and a page the site removed", () => {
    expect(
      problemsOf({
        ...brand,
        pages: { "delivery-policy": false },
        integrations: [analytics, { ...analytics, pages: ["delivery-policy"] }],
      }),
    ).toEqual([
      'integrations[1].id: "stats" is another integration\'s id',
      // Removed: the suggestion is another page.
      'integrations[1].pages[0]: is not a page of the site; did you mean "privacy-policy"?',
    ]);
  });
});
