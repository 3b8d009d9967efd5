// .env.example documents every variable the site reads, with the value a build uses when it is unset.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BRAND_VARIABLES, SANDBOX_DEFAULTS, SITE_ENV_VARIABLES } from "@membership/site-kit/config";
import { describe, expect, it } from "vitest";
import definition from "../site.config.ts";

/** NAME=value lines of .env.example, comments skipped. */
function readEnvExample(): Map<string, string> {
  const text = readFileSync(join(import.meta.dirname, "..", ".env.example"), "utf8");
  const entries = text
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const separator = line.indexOf("=");
      return [line.slice(0, separator), line.slice(separator + 1)] as const;
    });
  return new Map(entries);
}

/** The brand values of site.config.ts, by the variable that overrides each. */
const { brand } = definition;
const CONFIGURED: Record<(typeof BRAND_VARIABLES)[number], string | undefined> = {
  VITE_BRAND_NAME: brand.name,
  VITE_SITE_DOMAIN: brand.domain,
  VITE_SUPPORT_PHONE: brand.supportPhone,
  VITE_SUPPORT_EMAIL: brand.supportEmail,
  VITE_MEMBER_PORTAL_URL: brand.memberPortalUrl,
  VITE_ADDRESS_STREET: brand.address?.street,
  VITE_ADDRESS_CITY: brand.address?.city,
  VITE_ADDRESS_STATE: brand.address?.state,
  VITE_ADDRESS_ZIP: brand.address?.zip,
  VITE_FACEBOOK_URL: brand.social?.facebookUrl,
  VITE_INSTAGRAM_URL: brand.social?.instagramUrl,
};

describe(".env.example", () => {
  const documented = readEnvExample();

  it("documents exactly the variables the site reads", () => {
    expect([...documented.keys()].sort()).toEqual([...SITE_ENV_VARIABLES].sort());
  });

  it.each(Object.entries(SANDBOX_DEFAULTS))("shows the sandbox default of %s", (name, value) => {
    expect(documented.get(name)).toBe(value);
  });

  it.each(BRAND_VARIABLES)("shows the configured value that %s replaces", (name) => {
    expect(documented.get(name)).toBe(CONFIGURED[name]);
  });
});
