import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SANDBOX_DEFAULTS, SITE_ENV_VARIABLES } from "./env.ts";

/** NAME=value lines of apps/site/.env.example, comments skipped. */
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

describe(".env.example", () => {
  const documented = readEnvExample();

  it("documents exactly the variables the site reads", () => {
    expect([...documented.keys()].sort()).toEqual([...SITE_ENV_VARIABLES].sort());
  });

  it.each(SITE_ENV_VARIABLES)("shows the default the site uses for %s", (name) => {
    expect(documented.get(name)).toBe(SANDBOX_DEFAULTS[name]);
  });
});
