// The release scripts on a copy of the repository: the CI check for a missing changeset, and
// `pnpm version-packages` on a sample changeset.
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  installedCopy,
  type PackageJson,
  readJson,
  run,
  runCapturing,
  tempDir,
} from "./workspace.js";

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  run(
    "git",
    ["-c", "user.name=Release test", "-c", "user.email=release@example.com", ...args],
    cwd,
  );

const writeChangeset = (
  repo: string,
  name: string,
  releases: Record<string, string>,
  summary: string,
) =>
  writeFileSync(
    join(repo, ".changeset", `${name}.md`),
    `---\n${Object.entries(releases)
      .map(([pkg, type]) => `"${pkg}": ${type}`)
      .join("\n")}\n---\n\n${summary}\n`,
  );

const appendLine = (repo: string, file: string, line: string) =>
  writeFileSync(join(repo, file), `${readFileSync(join(repo, file), "utf8")}${line}\n`);

describe("pnpm changeset:check, as CI runs it on a branch cloned from main", () => {
  let origin = "";
  let clone = "";
  const check = (repo = clone) => runCapturing("pnpm", ["changeset:check"], repo);
  const branch = (name: string) => git(clone, "checkout", "-q", "-b", name, "main");
  const commit = () => {
    git(clone, "add", "-A");
    git(clone, "commit", "-q", "-m", "change");
  };

  beforeAll(() => {
    // "main" holds the working tree; the clone sees it as origin/main, like a CI checkout.
    origin = installedCopy("origin");
    copies.push(origin);
    git(origin, "init", "-q", "-b", "main");
    git(origin, "add", "-A");
    git(origin, "commit", "-q", "-m", "main");
    const parent = tempDir("clone");
    copies.push(parent);
    clone = join(parent, "repo");
    git(parent, "clone", "-q", origin, clone);
    run("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=append-only"], clone);
  });

  it("passes on main itself, whatever changesets are pending", () => {
    const { status, output } = check();
    expect(output).toContain("comparing with origin/main");
    expect(status, output).toBe(0);
  });

  it("fails when a package changed and no changeset was added, and passes once one is", () => {
    branch("api-change");
    appendLine(clone, "packages/api/src/relay.ts", "// a change");
    commit();
    const missing = check();
    expect(missing.status).toBe(1);
    expect(missing.output).toContain(
      "Some packages have been changed but no changesets were found",
    );

    writeChangeset(clone, "api-change", { "@membership/api": "patch" }, "relay: a change");
    commit();
    const present = check();
    expect(present.status, present.output).toBe(0);
    expect(present.output).toContain("@membership/api");
  });

  it("passes without a changeset for tests, stories and the site", () => {
    branch("no-release");
    appendLine(clone, "packages/api/src/relay.test.ts", "// more tests");
    appendLine(clone, "packages/ui/src/components/PlanCard/PlanCard.stories.tsx", "// a story");
    appendLine(clone, "apps/site/README.md", "A site change.");
    commit();
    const { status, output } = check();
    expect(status, output).toBe(0);
  });

  it("compares with main where there is no origin", () => {
    git(origin, "checkout", "-q", "-b", "ui-change");
    appendLine(origin, "packages/ui/src/components/PlanCard/PlanCard.tsx", "// a change");
    git(origin, "commit", "-q", "-am", "change");
    const { status, output } = check(origin);
    expect(output).toContain("comparing with main");
    expect(status).toBe(1);
  });
});

describe("pnpm version-packages on a sample changeset", () => {
  let repo = "";
  const manifest = (dir: string) => readJson<PackageJson>(join(repo, dir, "package.json"));
  const changelog = (dir: string) => join(repo, dir, "CHANGELOG.md");

  beforeAll(() => {
    repo = installedCopy("version");
    copies.push(repo);
    // Only the sample: the repository's pending changesets would bump every package.
    for (const file of readdirSync(join(repo, ".changeset"))) {
      if (file.endsWith(".md") && file !== "README.md") unlinkSync(join(repo, ".changeset", file));
    }
    writeChangeset(repo, "sample", { "@membership/ui": "minor" }, "PlanCard: a sample feature");
    run("pnpm", ["version-packages"], repo);
  });

  it("bumps the package it names and writes its CHANGELOG", () => {
    expect(manifest("packages/ui").version).toBe("0.2.0");
    expect(readFileSync(changelog("packages/ui"), "utf8")).toMatch(
      /## 0\.2\.0\s+### Minor Changes\s+- PlanCard: a sample feature/,
    );
  });

  it("bumps its dependent with a patch and a CHANGELOG naming the new dependency", () => {
    const forms = manifest("packages/forms");
    expect(forms.version).toBe("0.1.1");
    // Published by pnpm as ^0.2.0.
    expect(forms.dependencies?.["@membership/ui"]).toBe("workspace:^");
    expect(readFileSync(changelog("packages/forms"), "utf8")).toMatch(
      /## 0\.1\.1\s+### Patch Changes\s+- Updated dependencies\s+- @membership\/ui@0\.2\.0/,
    );
  });

  it("leaves the other packages, the site and the sandbox alone", () => {
    for (const dir of ["packages/api", "packages/content"]) {
      expect(manifest(dir).version).toBe("0.1.0");
      expect(existsSync(changelog(dir))).toBe(false);
    }
    for (const dir of ["apps/site"]) {
      expect(manifest(dir).version).toBe("0.0.0");
      expect(existsSync(changelog(dir))).toBe(false);
    }
  });

  it("consumes the changeset and keeps the lockfile installable", () => {
    expect(existsSync(join(repo, ".changeset/sample.md"))).toBe(false);
    run("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=append-only"], repo);
  });
});
