// The release that globalSetup made, as a release manager checks it: the versions and CHANGELOGs changesets computed,
// the `latest` dist-tags and git tags; a second `pnpm release` publishes nothing, and one without credentials fails.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { git, release, versionPackages, writeChangeset } from "../releaseFlow.js";
import { type PackageJson, publishablePackages, readJson, run } from "../workspace.js";
import { view } from "./npm.js";
import { npmEnv } from "./verdaccio.js";

const { registry, repo, plan, releaseOutput } = inject("firstRelease");
const env = npmEnv(registry.npmrc);
const released = plan.releases.filter((entry) => entry.type !== "none");
const dirOf = new Map(publishablePackages(repo).map(({ dir, manifest }) => [manifest.name, dir]));
const summaryOf = new Map(plan.changesets.map((changeset) => [changeset.id, changeset.summary]));

/** The section of a CHANGELOG.md under `## version`, up to the next version. */
function changelogSection(dir: string, version: string): string {
  const text = readFileSync(join(dir, "CHANGELOG.md"), "utf8");
  const start = text.indexOf(`## ${version}\n`);
  if (start === -1) return "";
  const next = text.indexOf("\n## ", start + 1);
  return text.slice(start, next === -1 ? undefined : next);
}

describe("pnpm version-packages with the pending changesets, then pnpm release", () => {
  it("had changesets to release, and planned a version for every public package", () => {
    expect(plan.changesets.length).toBeGreaterThan(0);
    expect(released.map((entry) => entry.name).sort()).toEqual([...dirOf.keys()].sort());
  });

  it.each(released.map((entry) => [entry.name, entry] as const))(
    "%s has the version changesets computed, and a CHANGELOG entry for each of its changesets",
    (name, planned) => {
      const dir = dirOf.get(name) ?? "";
      expect(readJson<PackageJson>(join(dir, "package.json")).version).toBe(planned.newVersion);
      const section = changelogSection(dir, planned.newVersion);
      expect(section, `CHANGELOG.md of ${name} has ## ${planned.newVersion}`).not.toBe("");
      // An entry reads "- <commit>: <the changeset's first line>".
      const entries = section.split("\n").filter((line) => line.startsWith("- "));
      for (const id of planned.changesets) {
        const firstLine = (summaryOf.get(id) ?? "").split("\n")[0] ?? "";
        expect(
          entries.some((entry) => entry.endsWith(`: ${firstLine}`)),
          firstLine,
        ).toBe(true);
      }
    },
  );

  it("published every new version under latest, and tagged the release commit", () => {
    const tags = git(repo, "tag", "--points-at", "HEAD").split("\n").filter(Boolean).sort();
    expect(tags).toEqual(released.map((entry) => `${entry.name}@${entry.newVersion}`).sort());
    for (const { name, newVersion } of released) {
      expect(view(name, "dist-tags", env), name).toEqual({ latest: newVersion });
      expect(releaseOutput).toContain(`${name}@${newVersion}`);
    }
  });

  it("publishes nothing the second time", () => {
    const before = released.map(({ name }) => view(name, "versions", env));
    const again = release(repo, env);
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain("No unpublished projects to publish");
    expect(released.map(({ name }) => view(name, "versions", env))).toEqual(before);
  });

  it("is refused without credentials, and publishes nothing", () => {
    const name = "@membership/api";
    writeChangeset(repo, "unauthorised", { [name]: "patch" }, "A patch nobody may publish");
    versionPackages(repo, "Version packages (no credentials)");
    const bumped = readJson<PackageJson>(join(dirOf.get(name) ?? "", "package.json")).version;
    try {
      const attempt = release(repo, npmEnv(registry.anonymousNpmrc));
      expect(attempt.status).not.toBe(0);
      expect(attempt.output).toMatch(/E401|ENEEDAUTH|unauthorized|authenticat/i);
      expect(view(name, "versions", env)).not.toContain(bumped);
    } finally {
      run("git", ["reset", "-q", "--hard", "HEAD~1"], repo);
    }
  });
});
