// Before the registry tests: Verdaccio on 127.0.0.1, and a release as RELEASING.md describes it, made on a git copy of
// the repository with its real pending changesets: `pnpm version-packages`, commit, `pnpm release`.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import {
  gitCopy,
  type ReleasePlan,
  release,
  releasePlan,
  versionPackages,
} from "../releaseFlow.ts";
import { type LocalRegistry, startRegistry } from "./verdaccio.ts";

export interface FirstRelease {
  registry: Pick<LocalRegistry, "url" | "storage" | "npmrc" | "anonymousNpmrc">;
  /** The released copy: versions bumped and committed, tagged by `changeset publish`. */
  repo: string;
  /** What `changeset status` planned before `pnpm version-packages`. */
  plan: ReleasePlan;
  /** What `pnpm release` printed. */
  releaseOutput: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    firstRelease: FirstRelease;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const registry = await startRegistry();
  let repo = "";
  const teardown = async () => {
    await registry.stop();
    if (repo) rmSync(repo, { recursive: true, force: true });
  };
  try {
    repo = gitCopy("released");
    const plan = releasePlan(repo);
    versionPackages(repo);
    const published = release(repo, registry.env);
    if (published.status !== 0) throw new Error(`pnpm release failed:\n${published.output}`);
    const { url, storage, npmrc, anonymousNpmrc } = registry;
    project.provide("firstRelease", {
      registry: { url, storage, npmrc, anonymousNpmrc },
      repo,
      plan,
      releaseOutput: published.output,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
