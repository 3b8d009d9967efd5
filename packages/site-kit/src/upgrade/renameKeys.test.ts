import { describe, expect, it } from "vitest";
import { renameConfigKeys } from "./renameKeys.js";

const config = `// Señal Salud: a brand with accents before the keys.
import { defineSiteConfig } from "@membership/site-kit/config";
import { theme } from "./theme.ts";

export default defineSiteConfig({
  brand: {
    name: "Señal Salud — Telemedicina",
    "memberPortalUrl": "https://members.example", // the portal
  },
  logo: "./src/logo.svg",
  theme,
});
`;

describe("renameConfigKeys", () => {
  it.each([
    ["a top-level key", { logo: "logoFile" }, 'logoFile: "./src/logo.svg",', "logo → logoFile"],
    [
      "a quoted nested key, keeping its value and comment",
      { "brand.memberPortalUrl": "brand.portalUrl" },
      'portalUrl: "https://members.example", // the portal',
      "brand.memberPortalUrl → brand.portalUrl",
    ],
    [
      "a shorthand key, keeping its variable",
      { theme: "colors" },
      "colors: theme,",
      "theme → colors",
    ],
    [
      "a key that is not an identifier",
      { logo: "logo-file" },
      '"logo-file": "./src/logo.svg",',
      "logo → logo-file",
    ],
  ])("renames %s", (_, renames, expected, report) => {
    const { code, renamed } = renameConfigKeys(config, renames);
    expect(code).toContain(expected);
    expect(renamed).toEqual([report]);
    expect(code).toContain('name: "Señal Salud — Telemedicina",');
  });

  it("changes nothing when the site does not use the key", () => {
    expect(renameConfigKeys(config, { "brand.social": "brand.profiles" })).toEqual({
      code: config,
      renamed: [],
    });
  });

  it("renames inside `export default { … } satisfies …` too", () => {
    const plain = 'export default ({ trial: { price: "1.49" } }) satisfies object;\n';
    expect(renameConfigKeys(plain, { "trial.price": "trial.amount" }).code).toBe(
      'export default ({ trial: { amount: "1.49" } }) satisfies object;\n',
    );
  });

  it.each([
    [
      "a rename that moves a key to another parent",
      config,
      { "brand.memberPortalUrl": "portalUrl" },
      /keeps its parent/,
    ],
    [
      "a module with no exported object",
      "export const x = 1;\n",
      { logo: "logoFile" },
      /no exported configuration/,
    ],
    ["a module that does not parse", "export default {", { logo: "logoFile" }, /does not parse/],
  ])("refuses %s", (_, source, renames, message) => {
    expect(() => renameConfigKeys(source, renames)).toThrow(message);
  });
});
