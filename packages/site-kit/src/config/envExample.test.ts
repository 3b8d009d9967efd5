import { describe, expect, it } from "vitest";
import { specDefinition } from "../test/site.js";
import { envExample } from "./envExample.js";

describe("envExample", () => {
  it("names the declared third parties and the events collector beside the variables", () => {
    const text = envExample({
      ...specDefinition,
      integrations: [
        {
          id: "stats",
          purpose: "analytics",
          script: "https://stats.example/s.js",
          consent: "analytics",
          data: { "es-US": "páginas visitadas" },
        },
        {
          id: "help",
          purpose: "chat",
          consent: "functional",
          pages: ["price"],
          loads: "click",
          data: "chats",
        },
      ],
      events: { endpoint: "https://events.example/collect" },
    });
    expect(text).toContain(
      "#   stats: analytics, https://stats.example/s.js, consent analytics, every-page-but-payment, loads start; collects páginas visitadas",
    );
    expect(text).toContain(
      "#   help: chat, VITE_CHAT_SCRIPT_URL, consent functional, pages price, loads click; collects chats",
    );
    expect(text).toContain(
      "# Conversion events go to https://events.example/collect (events.endpoint)",
    );
    expect(text).toMatch(/\nVITE_EVENTS_ENDPOINT=\n/);
  });

  it("says nothing of third parties for a site that declares none", () => {
    expect(envExample(specDefinition)).not.toContain("third parties");
  });
});
