import contentEs from "@membership/content/locales/es-US.json" with { type: "json" };
import formsEs from "@membership/forms/locales/es-US.json" with { type: "json" };
import uiEs from "@membership/ui/locales/es-US.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { kitPageModules, sisterDefinition, siteInput } from "../test/site.js";
import { createServerEntry } from "./server.js";

describe("a site in Spanish", () => {
  const spanish = createServerEntry(
    {
      ...siteInput({ ...sisterDefinition, locale: "es-US" }),
      texts: contentEs,
      uiTexts: uiEs,
      loadFormsTexts: async () => formsEs,
    },
    kitPageModules,
  );

  it("gives the ui components and the forms the locale's texts", async () => {
    const { appHtml } = await spanish.render("/contact");
    expect(appHtml).toContain(`aria-label="${uiEs.header.menuLabel}"`);
    expect(appHtml).toContain(`>${formsEs.forms.contact.message}</label>`);
    expect(appHtml).toContain(formsEs.forms.common.sandboxCaptchaLabel);
    expect(appHtml).not.toContain("I am not a robot");
    expect(appHtml).not.toContain(">Message</label>");
  });
});

describe("the Spanish pages of a site in English and Spanish", () => {
  const definition = { ...sisterDefinition, locales: ["en-US", "es-US"] as const };
  const spanish = createServerEntry(
    {
      ...siteInput({ ...definition, locales: [...definition.locales] }, {}, "es-US"),
      texts: contentEs,
      uiTexts: uiEs,
      loadFormsTexts: async () => formsEs,
    },
    kitPageModules,
  );

  it("are prerendered under /es/, into es/, the 404 page too", () => {
    const targets = spanish.prerenderTargets.map((target) => [target.path, target.file]);
    expect(targets).toContainEqual(["/es/", "es/index.html"]);
    expect(targets).toContainEqual(["/es/price", "es/price.html"]);
    expect(targets).toContainEqual(["/es/checkout", "es/checkout.html"]);
    expect(targets).toContainEqual(["/es/404", "es/404.html"]);
    expect(targets.every(([path]) => path?.startsWith("/es/"))).toBe(true);
  });

  it("link within the language, underline its sections and offer the page in English", async () => {
    const { appHtml } = await spanish.render("/es/price");
    expect(appHtml).toMatch(/<a(?=[^>]*href="\/es\/price")(?=[^>]*aria-current="page")[^>]*>/);
    expect(appHtml).toContain('href="/es/about-us"');
    expect(appHtml).toMatch(/<a href="\/price" hrefLang="en-US" lang="en-US">English<\/a>/);
    expect(appHtml).not.toContain(">Español<");
  });

  it("offer the English home on the 404 page, one file for every unknown path", async () => {
    const { appHtml } = await spanish.render("/es/404");
    expect(appHtml).toMatch(/<a href="\/" hrefLang="en-US" lang="en-US">English<\/a>/);
  });
});
