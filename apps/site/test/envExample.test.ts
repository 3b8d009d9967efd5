// .env.example documents every variable the site reads, with the value a build uses when it is unset.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { envExample, SANDBOX_DEFAULTS, SITE_ENV_VARIABLES } from "@membership/site-kit/config";
import { describe, expect, it } from "vitest";
import definition from "../site.config.ts";

const text = readFileSync(join(import.meta.dirname, "..", ".env.example"), "utf8");

/** NAME=value lines, comments skipped. */
const documented = new Map(
  text
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)] as const),
);

describe(".env.example", () => {
  it("is the kit's documentation of this brand's variables", () => {
    expect(text).toBe(envExample(definition));
  });

  it("documents exactly the variables the site reads", () => {
    expect([...documented.keys()].sort()).toEqual([...SITE_ENV_VARIABLES].sort());
  });

  it.each(Object.entries(SANDBOX_DEFAULTS))("shows the sandbox default of %s", (name, value) => {
    expect(documented.get(name)).toBe(value);
  });

  it("shows the configured brand values the brand variables replace", () => {
    expect(documented.get("VITE_BRAND_NAME")).toBe(definition.name);
    expect(documented.get("VITE_ADDRESS_ZIP")).toBe(definition.address?.zip);
  });
});
