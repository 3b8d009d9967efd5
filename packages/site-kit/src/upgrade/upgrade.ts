// `membership-site upgrade [--tag latest]`: moves every @membership/* dependency of a site to the newest set that works
// together, even across a breaking release (which `npm update` never takes), installs it, then lets the *new*
// site-kit's `migrate` rewrite the site and print what changed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import semver from "semver";

export const KIT = "@membership/site-kit";
const SCOPE = "@membership/";

export interface Manifest {
  name: string;
  version: string;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** What the registry says: a version's manifest (`@scope/name@tag-or-version`), or every version of a package. */
export interface RegistryView {
  manifest(spec: string): Manifest;
  versions(name: string): string[];
}

/** The registry through `npm view`, so the site's npm configuration (scopes, tokens) applies. */
export function npmRegistryView(siteDir: string): RegistryView {
  const view = (args: string[]) =>
    JSON.parse(
      execFileSync("npm", ["view", ...args, "--json"], { cwd: siteDir, encoding: "utf8" }),
    );
  return {
    manifest: (spec) => view([spec]) as Manifest,
    versions: (name) => [view([name, "versions"])].flat() as string[],
  };
}

/** The @membership/* packages a site depends on directly. */
export function membershipDependencies(site: Manifest): string[] {
  return Object.keys({ ...site.dependencies, ...site.devDependencies })
    .filter((name) => name.startsWith(SCOPE))
    .sort();
}

/**
 * The newest set of the site's @membership packages that works together: site-kit at `tag`, every package site-kit
 * depends on (or expects as a peer) at the newest version site-kit accepts, any other at `tag`; each one's peer range
 * of site-kit must hold it.
 */
export function planUpgrade(
  site: Manifest,
  registry: RegistryView,
  tag = "latest",
): Record<string, string> {
  const kit = registry.manifest(`${KIT}@${tag}`);
  const target: Record<string, string> = { [KIT]: kit.version };
  for (const name of membershipDependencies(site).filter((dependency) => dependency !== KIT)) {
    const range = kit.dependencies?.[name] ?? kit.peerDependencies?.[name];
    const version = range
      ? semver.maxSatisfying(registry.versions(name), range)
      : registry.manifest(`${name}@${tag}`).version;
    if (!version)
      throw new Error(`No published ${name} satisfies ${KIT}@${kit.version}'s range ${range}.`);
    const peer = registry.manifest(`${name}@${version}`).peerDependencies?.[KIT];
    // As npm judges peers: a pre-release satisfies only a range that names its own pre-release line.
    if (peer && !semver.satisfies(kit.version, peer)) {
      throw new Error(
        `${name}@${version} expects ${KIT} ${peer}, not ${kit.version}: no set works together yet.`,
      );
    }
    target[name] = version;
  }
  return target;
}

export type PackageManager = "npm" | "pnpm" | "yarn";

/** The site's package manager, by its lockfile. */
export function packageManagerOf(siteDir: string): PackageManager {
  if (existsSync(join(siteDir, "pnpm-lock.yaml"))) return "pnpm";
  if (existsSync(join(siteDir, "yarn.lock"))) return "yarn";
  return "npm";
}

/** The version of a package installed for the site, or null. */
export function installedVersion(siteDir: string, name: string): string | null {
  try {
    const file = createRequire(join(siteDir, "package.json")).resolve(`${name}/package.json`);
    return (JSON.parse(readFileSync(file, "utf8")) as Manifest).version;
  } catch {
    return null;
  }
}

/** The site's package.json with each package of `target` at `^version`, where it already was. */
export function withVersions(site: Manifest, target: Readonly<Record<string, string>>): Manifest {
  const bump = (deps?: Record<string, string>) =>
    deps &&
    Object.fromEntries(
      Object.entries(deps).map(([name, range]) => [
        name,
        target[name] ? `^${target[name]}` : range,
      ]),
    );
  return {
    ...site,
    dependencies: bump(site.dependencies),
    devDependencies: bump(site.devDependencies),
  };
}

function runIn(siteDir: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: siteDir, stdio: "inherit" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status}).`);
}

/** 0 when the site is on the newest set (or already was). */
export function upgrade(
  siteDir: string,
  tag = "latest",
  registry = npmRegistryView(siteDir),
): number {
  const manifestFile = join(siteDir, "package.json");
  const site = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  if (!membershipDependencies(site).includes(KIT))
    throw new Error(`${manifestFile} does not depend on ${KIT}.`);
  const target = planUpgrade(site, registry, tag);
  const before = Object.fromEntries(
    Object.keys(target).map((name) => [name, installedVersion(siteDir, name)]),
  );
  const changes = Object.entries(target).filter(([name, version]) => before[name] !== version);
  if (changes.length === 0) {
    console.info(`Every @membership package of the site is already the newest (${tag}).`);
    return 0;
  }
  for (const [name, version] of changes)
    console.info(`  ${name} ${before[name] ?? "(none)"} → ${version}`);
  writeFileSync(manifestFile, `${JSON.stringify(withVersions(site, target), null, 2)}\n`);
  const packageManager = packageManagerOf(siteDir);
  runIn(siteDir, packageManager, ["install"]);
  // The new version knows its own migrations: its CLI rewrites the site.
  const kitManifest = createRequire(manifestFile).resolve(`${KIT}/package.json`);
  const newKit = JSON.parse(readFileSync(kitManifest, "utf8")) as Manifest;
  const cli = join(dirname(kitManifest), newKit.bin?.["membership-site"] ?? "dist/cli/index.js");
  const from =
    before[KIT] ?? semver.minVersion(site.dependencies?.[KIT] ?? "0.0.0")?.version ?? "0.0.0";
  runIn(siteDir, process.execPath, [cli, "migrate", "--from", from]);
  console.info(`\nUpgraded. Next: ${packageManager} test`);
  return 0;
}
