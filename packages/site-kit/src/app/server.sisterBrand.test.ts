import { describe, expect, it } from "vitest";
import { kitPageModules, sisterDefinition, siteInput } from "../test/site.js";
import { createServerEntry } from "./server.js";

describe("a sister brand's pages", () => {
  const sister = createServerEntry(siteInput(sisterDefinition), kitPageModules);

  it("show its plans, trial and name, and none of the spec brand's", async () => {
    const { appHtml, headHtml } = await sister.render("/price");
    for (const plan of ["ESSENTIAL", "PLUS", "FAMILY"]) expect(appHtml).toContain(`>${plan}</h3>`);
    expect(appHtml).toContain("Get a 14-day trial version for ONLY $1.49");
    expect(appHtml).toContain("Sister Care");
    expect(headHtml).toContain("<title>Plans and prices | Sister Care</title>");
    for (const other of [
      "BASIC",
      "PREMIUM",
      "$3.29",
      "$39.95",
      "30-day",
      "Telehealth Membership",
    ]) {
      expect(appHtml + headHtml).not.toContain(other);
    }
  });

  it("draw its illustrations in its theme", async () => {
    const { appHtml } = await sister.render("/");
    const ink = sister.site.theme.colors.illustration.ink;
    expect(appHtml).toContain(encodeURIComponent(ink));
  });
});
