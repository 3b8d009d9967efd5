// Runs before `changeset publish` (`pnpm release`): every public package is in the @membership scope, none names a
// registry in its package.json, and the registry each would go to is printed. The release tests add one more rule:
// that registry is on 127.0.0.1 (`assertLocalOnly`).
import { execFileSync } from "node:child_process";
import { publishablePackages, repoRoot } from "./workspace.ts";

export const SCOPE = "@membership";

export interface PublishTarget {
  name: string;
  /** Where `pnpm publish` would send it, from the npm configuration. */
  registry: string;
}

const configGet = (key: string, cwd: string, env: NodeJS.ProcessEnv) =>
  execFileSync("pnpm", ["config", "get", key], { cwd, env, encoding: "utf8" }).trim();

/** The registry of every public package; throws if one is outside the scope or pins a registry itself. */
export function publishTargets(
  root = repoRoot,
  env: NodeJS.ProcessEnv = process.env,
): PublishTarget[] {
  const problems: string[] = [];
  const targets = publishablePackages(root).map(({ dir, manifest }) => {
    if (!manifest.name.startsWith(`${SCOPE}/`)) {
      problems.push(
        `${manifest.name} is public but outside ${SCOPE}: scope it or make it private.`,
      );
    }
    const pinned = Object.keys(manifest.publishConfig ?? {}).filter((key) =>
      key.endsWith("registry"),
    );
    if (pinned.length > 0) {
      problems.push(
        `${manifest.name} sets publishConfig.${pinned.join(", ")}: the npm configuration decides.`,
      );
    }
    const scoped = configGet(`${SCOPE}:registry`, dir, env);
    const registry = scoped && scoped !== "undefined" ? scoped : configGet("registry", dir, env);
    return { name: manifest.name, registry };
  });
  if (problems.length > 0) throw new Error(`Release refused:\n  - ${problems.join("\n  - ")}`);
  return targets;
}

/** Throws unless every package would be published to a registry on 127.0.0.1 (the tests' own). */
export function assertLocalOnly(targets: readonly PublishTarget[]): void {
  const elsewhere = targets.filter(({ registry }) => new URL(registry).hostname !== "127.0.0.1");
  if (elsewhere.length > 0 || targets.length === 0) {
    throw new Error(
      `Refusing to publish outside the test's registry:\n${elsewhere
        .map(({ name, registry }) => `  ${name} → ${registry}`)
        .join("\n")}`,
    );
  }
}

if (import.meta.main) {
  try {
    const targets = publishTargets();
    const registries = [...new Set(targets.map((target) => target.registry))];
    console.info(
      `release: ${targets.length} public packages in ${SCOPE}, to ${registries.join(", ")}`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
