// `pnpm release`'s preflight, and the release tests' own rule: nothing is published outside the scope, and a test
// publishes only to a registry on 127.0.0.1.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertLocalOnly, publishTargets } from "./preflight.js";
import { type PackageJson, tempDir } from "./workspace.js";

/** A repository with these packages, and an npm user config sending the scope to `scopeRegistry`. */
function repository(packages: PackageJson[], scopeRegistry = "http://127.0.0.1:4873/") {
  const root = tempDir("preflight");
  for (const manifest of packages) {
    const dir = join(root, "packages", manifest.name.replace(/^@[^/]+\//, ""));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
  }
  const npmrc = join(root, ".npmrc-test");
  writeFileSync(
    npmrc,
    `@membership:registry=${scopeRegistry}\nregistry=https://registry.npmjs.org/\n`,
  );
  return {
    root,
    env: { ...process.env, NPM_CONFIG_USERCONFIG: npmrc, npm_config_userconfig: npmrc },
  };
}

describe("publishTargets", () => {
  it("gives every public package of the scope its registry from the npm configuration", () => {
    const { root, env } = repository([
      { name: "@membership/ui", version: "1.0.0" },
      { name: "site", version: "0.0.0", private: true },
    ]);
    expect(publishTargets(root, env)).toEqual([
      { name: "@membership/ui", registry: "http://127.0.0.1:4873/" },
    ]);
  });

  it.each([
    [
      "a public package outside the scope",
      { name: "create-membership-site", version: "1.0.0" },
      /create-membership-site is public but outside @membership/,
    ],
    [
      "a package that names its registry",
      {
        name: "@membership/ui",
        version: "1.0.0",
        publishConfig: { registry: "https://registry.npmjs.org/" },
      },
      /@membership\/ui sets publishConfig.registry/,
    ],
  ])("refuses %s", (_, manifest, message) => {
    const { root, env } = repository([manifest]);
    expect(() => publishTargets(root, env)).toThrow(message);
  });
});

describe("assertLocalOnly", () => {
  it("lets a test publish to its registry on 127.0.0.1", () => {
    expect(() =>
      assertLocalOnly([{ name: "@membership/ui", registry: "http://127.0.0.1:4873/" }]),
    ).not.toThrow();
  });

  it.each([
    ["the public registry", "https://registry.npmjs.org/"],
    ["another host", "http://registry.internal:4873/"],
  ])("refuses %s", (_, registry) => {
    const { root, env } = repository([{ name: "@membership/ui", version: "1.0.0" }], registry);
    expect(() => assertLocalOnly(publishTargets(root, env))).toThrow(/Refusing to publish outside/);
  });

  it("refuses when there is nothing it could check", () => {
    expect(() => assertLocalOnly([])).toThrow(/Refusing/);
  });
});
