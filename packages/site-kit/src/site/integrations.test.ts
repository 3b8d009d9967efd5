import { describe, expect, it } from "vitest";
import type { IntegrationDefinition } from "../config/schema/integrations.js";
import { EVERY_PAGE, EVERY_PAGE_BUT_PAYMENT } from "./integrationKinds.js";
import {
  integrationsOfPolicy,
  runsOnPage,
  siteIntegrations,
  sourcesByKind,
} from "./integrations.js";

const NO_VARIABLES = { chatScriptUrl: "", sandboxCaptcha: true, eventsEndpoint: "" };
const CHAT_URL = "https://chat.example.net/widget/loader.js?id=42";

const stats: IntegrationDefinition = {
  id: "stats",
  purpose: "analytics",
  script: "https://stats.northwind.example/script.js",
  origins: { connect: ["https://stats.northwind.example"] },
  consent: "analytics",
  data: "pages visited",
};

describe("siteIntegrations", () => {
  it("gives a declared integration the kit's defaults: every page but the payment page, loaded at start", () => {
    expect(siteIntegrations([stats], NO_VARIABLES)).toEqual([
      { ...stats, pages: EVERY_PAGE_BUT_PAYMENT, loads: "start" },
    ]);
  });

  it("adds the chat of VITE_CHAT_SCRIPT_URL, which reaches and frames its own origin, off the payment page", () => {
    expect(siteIntegrations([], { ...NO_VARIABLES, chatScriptUrl: CHAT_URL })).toEqual([
      {
        id: "chat",
        purpose: "chat",
        script: CHAT_URL,
        origins: { connect: ["https://chat.example.net"], frame: ["https://chat.example.net"] },
        consent: "functional",
        pages: EVERY_PAGE_BUT_PAYMENT,
        loads: "start",
      },
    ]);
  });

  it("gives a declared chat the script of VITE_CHAT_SCRIPT_URL, and leaves it out when the variable is empty", () => {
    const chat: IntegrationDefinition = {
      id: "helpdesk",
      purpose: "chat",
      origins: { connect: ["wss://socket.chat.example.net"] },
      consent: "functional",
      loads: "idle",
      data: "what a visitor writes in the chat",
    };
    expect(siteIntegrations([chat], { ...NO_VARIABLES, chatScriptUrl: CHAT_URL })).toEqual([
      { ...chat, script: CHAT_URL, pages: EVERY_PAGE_BUT_PAYMENT },
    ]);
    expect(siteIntegrations([chat], NO_VARIABLES)).toEqual([]);
  });

  it("adds the collector of the events endpoint, reached on every page, the payment page too", () => {
    const all = siteIntegrations([], {
      ...NO_VARIABLES,
      eventsEndpoint: "https://events.northwind.example/collect",
    });
    expect(all).toEqual([
      expect.objectContaining({
        id: "events",
        origins: { connect: ["https://events.northwind.example"] },
        consent: "necessary",
        pages: EVERY_PAGE,
      }),
    ]);
    expect(integrationsOfPolicy(all, ["home", "checkout"]).paymentPageIntegrations).toEqual(all);
  });

  it("adds reCAPTCHA on every page when the build has a site key, and nothing for the sandbox captcha", () => {
    const [captcha] = siteIntegrations([], { ...NO_VARIABLES, sandboxCaptcha: false });
    expect(captcha).toMatchObject({ id: "captcha", pages: EVERY_PAGE, consent: "necessary" });
    expect(captcha?.script).toBeUndefined();
    expect(siteIntegrations([], NO_VARIABLES)).toEqual([]);
  });
});

describe("runsOnPage", () => {
  it.each([
    [EVERY_PAGE, "checkout", true],
    [EVERY_PAGE, "home", true],
    [EVERY_PAGE_BUT_PAYMENT, "checkout", false],
    [EVERY_PAGE_BUT_PAYMENT, "not-found", true],
    [["price", "home"], "price", true],
    [["price", "home"], "contact", false],
  ] as const)("pages %j, page %s: %s", (pages, pageId, runs) => {
    expect(runsOnPage({ pages }, pageId)).toBe(runs);
  });
});

describe("integrationsOfPolicy", () => {
  it("splits the site's third parties between the payment page's CSP and the other pages'", () => {
    const list = siteIntegrations([stats, { ...stats, id: "checkout-only", pages: ["checkout"] }], {
      chatScriptUrl: CHAT_URL,
      sandboxCaptcha: false,
      eventsEndpoint: "",
    });
    const { integrations, paymentPageIntegrations } = integrationsOfPolicy(list, [
      "home",
      "price",
      "checkout",
    ]);
    expect(integrations.map((entry) => entry.id)).toEqual(["stats", "captcha", "chat"]);
    expect(paymentPageIntegrations.map((entry) => entry.id)).toEqual(["checkout-only", "captcha"]);
  });

  it("leaves out an integration listed only on pages the site does not have", () => {
    const list = siteIntegrations([{ ...stats, pages: ["faq"] }], NO_VARIABLES);
    expect(integrationsOfPolicy(list, ["home", "checkout"]).integrations).toEqual([]);
  });
});

describe("sourcesByKind", () => {
  it("lists each script's origin and every declared source once, by kind", () => {
    const list = siteIntegrations(
      [
        stats,
        {
          ...stats,
          id: "pixel",
          script: "https://stats.northwind.example/pixel.js",
          origins: { image: ["https://cdn.example/px/"], style: ["https://cdn.example"] },
        },
      ],
      NO_VARIABLES,
    );
    expect(sourcesByKind(list)).toEqual({
      script: ["https://stats.northwind.example"],
      connect: ["https://stats.northwind.example"],
      frame: [],
      image: ["https://cdn.example/px/"],
      style: ["https://cdn.example"],
    });
  });
});
