import { describe, expect, it } from "vitest";
import { kitPageModules, sisterDefinition, siteInput } from "../test/site.js";
import { createServerEntry } from "./server.js";

// The spec brand's site, which declares no third party.
const { render } = createServerEntry(siteInput(), kitPageModules);

describe("a site with third parties", () => {
  const withThirdParties = createServerEntry(
    siteInput({
      ...sisterDefinition,
      integrations: [
        {
          id: "help",
          purpose: "chat",
          script: "https://help.sister.test/widget.js",
          consent: "functional",
          pages: ["price"],
          loads: "click",
          data: "what a visitor writes",
        },
        {
          id: "stats",
          purpose: "analytics",
          script: "https://stats.sister.test/s.js",
          consent: "analytics",
          data: "pages visited",
        },
      ],
    }),
    kitPageModules,
  );

  it("prerender the button of what loads on click where it runs, and never its script", async () => {
    const price = await withThirdParties.render("/price");
    expect(price.appHtml).toMatch(/<button[^>]*>Chat with us<\/button>/);
    expect(price.appHtml).not.toContain("help.sister.test");
    expect((await withThirdParties.render("/about-us")).appHtml).not.toContain("Chat with us");
  });

  it("prerender the footer's privacy choices, and the consent notice only in templates: it costs the first paint nothing", async () => {
    const { appHtml, consentNoticeHtml, headHtml } = await withThirdParties.render("/");
    expect(appHtml).toMatch(/<button[^>]*>Privacy choices<\/button>/);
    expect(appHtml).not.toContain("Your privacy choices");
    // Its two views, for the entry to show and answer before the app; styled by the page's head.
    const [, ask, choose] =
      /^<template id="consent-notice-ask">(.*)<\/template><template id="consent-notice-choose">(.*)<\/template>$/s.exec(
        consentNoticeHtml,
      ) ?? [];
    expect(ask).toMatch(/<h2 id="[^"]*ask-notice-[^"]+">Your privacy choices<\/h2>/);
    expect(ask).toMatch(/<button[^>]*data-allows="analytics"[^>]*>Accept<\/button>/);
    expect(ask).toMatch(/<button[^>]*data-allows=""[^>]*>Refuse<\/button>/);
    expect(ask).toMatch(/<button[^>]*data-opens-choices=""[^>]*>Choose<\/button>/);
    expect(choose).toMatch(/<input type="checkbox" name="analytics"\/>Analytics/);
    expect(choose).toMatch(/<button type="submit"[^>]*>Save my choices<\/button>/);
    const panelClass = /<section [^>]*class="([^"]+)"/
      .exec(ask ?? "")?.[1]
      ?.split(" ")
      .at(-1);
    expect(headHtml).toContain(`.${panelClass}{position:fixed;`);
  });

  it("prerender no consent notice on the payment page, where nothing asks", async () => {
    expect((await withThirdParties.render("/checkout")).consentNoticeHtml).toBe("");
    expect((await render("/")).consentNoticeHtml).toBe("");
  });

  it("list every third party on the privacy policy, with what it collects and its consent", async () => {
    const { appHtml } = await withThirdParties.render("/privacy-policy");
    expect(appHtml).toContain("Third parties on this site");
    expect(appHtml).toMatch(
      /<h4>stats<\/h4><dl[^>]*><dt>Purpose<\/dt><dd>Analytics<\/dd><dt>What it collects<\/dt><dd>pages visited<\/dd><dt>Consent<\/dt><dd>Analytics \(only if you accept\)<\/dd><\/dl>/,
    );
    expect(appHtml).toMatch(/<h4>help<\/h4><dl[^>]*><dt>Purpose<\/dt><dd>Live chat<\/dd>/);
  });

  it("leave all of it out of a site that declares none", async () => {
    const { appHtml } = await render("/privacy-policy");
    expect(appHtml).not.toContain("Third parties on this site");
    expect(appHtml).not.toContain("Privacy choices");
  });
});
