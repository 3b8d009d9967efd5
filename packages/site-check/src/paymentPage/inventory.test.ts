import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  inventoryEntryFor,
  inventoryRows,
  inventoryTable,
  markdownTableRows,
} from "./inventory.js";

const DOC = resolve(import.meta.dirname, "../../../../docs/security/script-inventory.md");

describe("the script inventory", () => {
  it("is the table docs/security/script-inventory.md shows", () => {
    const documented = markdownTableRows(readFileSync(DOC, "utf8"));
    expect(documented, `paste this table into ${DOC}:\n${inventoryTable()}`).toEqual(
      inventoryRows(),
    );
  });

  const context = {
    siteOrigin: "https://www.example.com",
    chatScriptUrl: "https://chat.example.net/widget.js?id=7",
  };

  it.each([
    ["https://www.example.com/assets/index-AbC123.js", "site-bundle"],
    [
      "https://www.google.com/recaptcha/api.js?onload=onloadcallback&render=explicit",
      "recaptcha-api",
    ],
    ["https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js", "recaptcha-runtime"],
    ["https://chat.example.net/widget.js?id=7", "chat-widget"],
  ])("lists %s as %s", (url, id) => {
    expect(inventoryEntryFor(url, context)?.id).toBe(id);
  });

  it.each([
    ["a first-party script outside /assets", "https://www.example.com/skim.js"],
    ["a nested path under /assets", "https://www.example.com/assets/x/evil.js"],
    ["our asset path on another origin", "https://cdn.evil.example/assets/index-AbC123.js"],
    ["another Google path", "https://www.google.com/maps/api.js"],
    ["another script of the chat origin", "https://chat.example.net/other.js"],
    ["an inline script", "inline: window.x = 1"],
  ])("does not list %s", (_label, url) => {
    expect(inventoryEntryFor(url, context)).toBeUndefined();
  });

  it("lists no chat script when the build has none", () => {
    expect(
      inventoryEntryFor("https://chat.example.net/widget.js?id=7", {
        ...context,
        chatScriptUrl: "",
      }),
    ).toBeUndefined();
  });
});
