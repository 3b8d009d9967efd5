// The release scripts on a copy of the repository: the CI check for a missing changeset, and
// `pnpm version-packages` on sample changesets, a feature and a breaking change.
import { existsSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { git, pendingChangesetFiles, writeChangeset } from "./releaseFlow.js";
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

/** A copy with only `sample` pending (the repository's own changesets would bump every package), versioned. */
function versionedCopy(sample: Record<string, string>, summary: string) {
  const repo = installedCopy("version");
  copies.push(repo);
  for (const file of pendingChangesetFiles(repo)) unlinkSync(join(repo, ".changeset", file));
  writeChangeset(repo, "sample", sample, summary);
  run("pnpm", ["version-packages"], repo);
  const manifest = (dir: string) => readJson<PackageJson>(join(repo, dir, "package.json"));
  const changelog = (dir: string) => join(repo, dir, "CHANGELOG.md");
  return { repo, manifest, changelog };
}

describe("pnpm version-packages on a sample feature", () => {
  let copy: ReturnType<typeof versionedCopy>;
  beforeAll(() => {
    copy = versionedCopy({ "@membership/ui": "minor" }, "PlanCard: a sample feature");
  });

  it("bumps the package it names and writes its CHANGELOG", () => {
    expect(copy.manifest("packages/ui").version).toBe("0.2.0");
    expect(readFileSync(copy.changelog("packages/ui"), "utf8")).toMatch(
      /## 0\.2\.0\s+### Minor Changes\s+- PlanCard: a sample feature/,
    );
  });

  it.each(["packages/forms", "packages/content"])(
    "bumps its dependent %s with a patch and a CHANGELOG naming the new dependency",
    (dir) => {
      const dependent = copy.manifest(dir);
      expect(dependent.version).toBe("0.1.1");
      // Published by pnpm as ^0.2.0.
      expect(dependent.dependencies?.["@membership/ui"]).toBe("workspace:^");
      expect(readFileSync(copy.changelog(dir), "utf8")).toMatch(
        /## 0\.1\.1\s+### Patch Changes\s+- Updated dependencies\s+- @membership\/ui@0\.2\.0/,
      );
    },
  );

  it("leaves the other packages, the site and the sandbox alone", () => {
    for (const dir of ["packages/api", "packages/sandbox"]) {
      expect(copy.manifest(dir).version).toBe("0.1.0");
      expect(existsSync(copy.changelog(dir))).toBe(false);
    }
    expect(copy.manifest("apps/site").version).toBe("0.0.0");
    expect(existsSync(copy.changelog("apps/site"))).toBe(false);
  });

  it("consumes the changeset and keeps the lockfile installable", () => {
    expect(pendingChangesetFiles(copy.repo)).toEqual([]);
    run("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=append-only"], copy.repo);
  });
});

describe("pnpm version-packages on a sample breaking change in ui", () => {
  let copy: ReturnType<typeof versionedCopy>;
  beforeAll(() => {
    copy = versionedCopy(
      { "@membership/ui": "major" },
      "PlanCard: `price` is now `amount`; rename it in your pages",
    );
  });

  it("makes site-kit, and every package between, a breaking release too, never a patch", () => {
    for (const dir of [
      "packages/ui",
      "packages/content",
      "packages/forms",
      "packages/site-kit",
      "packages/create-site",
    ]) {
      expect(copy.manifest(dir).version, dir).toBe("1.0.0");
    }
    expect(readFileSync(copy.changelog("packages/site-kit"), "utf8")).toMatch(
      /## 1\.0\.0\s+### Major Changes\s+- Breaking, through @membership\/ui: PlanCard: `price` is now `amount`; rename it in your pages/,
    );
  });

  it("leaves the packages that do not depend on ui alone", () => {
    for (const dir of ["packages/api", "packages/sandbox"]) {
      expect(copy.manifest(dir).version, dir).toBe("0.1.0");
    }
  });
});
