// The scaffolder from the registry, the other ways a stranger runs it: answering its questions (no --from), and with
// pnpm, whose `pnpm create`, `pnpm install`, `pnpm test` and `pnpm run build` work as npm's do.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import {
  type PackageJson,
  publishablePackages,
  readJson,
  repoRoot,
  runCapturing,
  tempDir,
} from "../workspace.js";
import { npmCreate, stranger } from "./stranger.js";

const { registry, repo } = inject("firstRelease");
const person = stranger(registry.anonymousNpmrc);
const versionOf = new Map(
  publishablePackages(repo).map(({ manifest }) => [manifest.name, manifest.version]),
);

describe("npm create @membership/site@latest without --from", () => {
  it("asks for the brand and writes its site from the answers", () => {
    const home = tempDir("interactive");
    // Name, then the suggested domain, phone and e-mail, one plan, the trial, a colour and the default language.
    const answers = ["Cedar Care", "", "", "", "SOLO 29.95", "2.49", "7", "#0B6E4F", ""].join("\n");
    const created = npmCreate(person, home, "latest", "cedar", [], `${answers}\n`);
    expect(created.output).toContain("Brand name:");
    expect(created.status, created.output).toBe(0);
    const config = readFileSync(join(home, "cedar", "site.config.ts"), "utf8");
    for (const text of [
      'name: "Cedar Care"',
      'domain: "cedar-care.example"',
      'type: "SOLO"',
      'price: "29.95"',
      "days: 7",
    ]) {
      expect(config).toContain(text);
    }
    expect(readFileSync(join(home, "cedar", "theme.ts"), "utf8")).toContain('primary: "#0B6E4F"');
  });

  it("stops, writing nothing, when the answers run out", () => {
    const home = tempDir("interactive");
    const created = npmCreate(person, home, "latest", "cedar", [], "Cedar Care\n");
    expect(created.status).not.toBe(0);
    expect(created.output).toContain("the brand was left unfinished");
  });
});

describe("pnpm create @membership/site@latest, then the README's commands with pnpm", () => {
  const home = tempDir("pnpm");
  const site = join(home, "willow");
  const pnpm = (cwd: string, ...args: string[]) =>
    // pnpm's dlx cache keeps a scaffolder for a day: this run's must be the one it installs.
    runCapturing("pnpm", args, cwd, {
      ...person.env,
      npm_config_dlx_cache_max_age: "0",
      SITE_ALLOW_SANDBOX_BUILD: "1",
    });

  it("makes, installs, tests and builds the site", () => {
    const brand = join(repoRoot, "examples", "sister-brand", "brand.json");
    const created = pnpm(home, "create", "@membership/site@latest", "willow", "--from", brand);
    expect(created.status, created.output).toBe(0);
    const install = pnpm(site, "install");
    expect(install.status, install.output).toBe(0);
    expect(
      readJson<PackageJson>(join(site, "node_modules", "@membership/site-kit", "package.json"))
        .version,
    ).toBe(versionOf.get("@membership/site-kit"));
    const test = pnpm(site, "test");
    expect(test.output).toContain("Smoke test passed.");
    expect(test.status, test.output).toBe(0);
    const build = pnpm(site, "run", "build");
    expect(build.status, build.output).toBe(0);
  });
});
