// RELEASING.md's commands on a git copy of the repository: `pnpm version-packages`, a "Version packages" commit, then
// `pnpm release` to a local registry, refused unless every package would go to 127.0.0.1.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { assertLocalOnly, publishTargets } from "./preflight.ts";
import { formatChangeset } from "./propagateBreaking.ts";
import { installedCopy, run, runCapturing } from "./workspace.ts";

/** One package's release as `changeset status` planned it. */
export interface PlannedRelease {
  name: string;
  type: "major" | "minor" | "patch" | "none";
  oldVersion: string;
  newVersion: string;
  /** Ids of the changesets that bump it. */
  changesets: string[];
}

export interface PendingChangeset {
  id: string;
  summary: string;
  releases: { name: string; type: string }[];
}

export interface ReleasePlan {
  changesets: PendingChangeset[];
  releases: PlannedRelease[];
}

export const git = (cwd: string, ...args: string[]) =>
  run(
    "git",
    ["-c", "user.name=Release test", "-c", "user.email=release@example.com", ...args],
    cwd,
  );

/** The working tree as a fresh git repository on `main`, installed. */
export function gitCopy(prefix: string): string {
  const repo = installedCopy(prefix);
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "main");
  return repo;
}

/** A changeset file, as `pnpm changeset` writes it. */
export function writeChangeset(
  repo: string,
  id: string,
  releases: Record<string, string>,
  summary: string,
): void {
  writeFileSync(join(repo, ".changeset", `${id}.md`), formatChangeset({ id, releases, summary }));
}

/** What `changeset version` will do with the pending changesets. */
export function releasePlan(repo: string): ReleasePlan {
  const file = join(repo, "release-plan.json");
  run("pnpm", ["changeset", "status", `--output=${file}`], repo);
  const plan = JSON.parse(readFileSync(file, "utf8")) as ReleasePlan;
  run("rm", [file], repo);
  return plan;
}

export const pendingChangesetFiles = (repo: string) =>
  readdirSync(join(repo, ".changeset")).filter(
    (file) => file.endsWith(".md") && file !== "README.md",
  );

/** `pnpm version-packages`, committed as the release branch's "Version packages" commit. */
export function versionPackages(repo: string, message = "Version packages"): string {
  const output = run("pnpm", ["version-packages"], repo);
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", message);
  return output;
}

/** `pnpm release [args]` with the registry's npm configuration, after checking it can only reach 127.0.0.1. */
export function release(repo: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  assertLocalOnly(publishTargets(repo, { ...process.env, ...env }));
  return runCapturing("pnpm", ["release", ...args], repo, env);
}
