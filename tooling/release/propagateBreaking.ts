// Runs first in `pnpm version-packages`: a breaking (major) change of a package is a breaking change of every public
// package that depends on it, directly or not, so a breaking ui change reaches sites as a major site-kit, never as
// the patch changesets would give a dependent. It writes one changeset per breaking change, naming the dependents.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type PackageJson, publishablePackages, repoRoot } from "./workspace.ts";

export interface Changeset {
  id: string;
  releases: Record<string, string>;
  summary: string;
}

/** A changeset file's front matter (`"name": type` lines) and summary. */
export function parseChangeset(id: string, text: string): Changeset {
  const match = /^---\n([\s\S]*?)\n?---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`.changeset/${id}.md has no front matter`);
  const releases = Object.fromEntries(
    (match[1] ?? "")
      .split("\n")
      .map((line) => /^\s*["']?([^"':]+)["']?\s*:\s*(\w+)\s*$/.exec(line))
      .filter((entry) => entry !== null)
      .map((entry) => [entry[1] ?? "", entry[2] ?? ""]),
  );
  return { id, releases, summary: (match[2] ?? "").trim() };
}

export function readChangesets(root = repoRoot): Changeset[] {
  const folder = join(root, ".changeset");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => parseChangeset(file.slice(0, -3), readFileSync(join(folder, file), "utf8")));
}

/** Every public package that depends on `name` through dependencies or peers, directly or not. */
export function dependentsOf(name: string, packages: readonly PackageJson[]): string[] {
  const found = new Set<string>();
  const queue = [name];
  while (queue.length > 0) {
    const current = queue.shift() ?? "";
    for (const pkg of packages) {
      const uses = { ...pkg.dependencies, ...pkg.peerDependencies };
      if (current in uses && !found.has(pkg.name) && pkg.name !== name) {
        found.add(pkg.name);
        queue.push(pkg.name);
      }
    }
  }
  return [...found].sort();
}

/** The changesets that make each breaking change breaking for its dependents too (none when they already are). */
export function propagatedChangesets(
  changesets: readonly Changeset[],
  packages: readonly PackageJson[],
): Changeset[] {
  const major = new Set(
    changesets.flatMap(({ releases }) =>
      Object.keys(releases).filter((name) => releases[name] === "major"),
    ),
  );
  return changesets.flatMap(({ id, releases, summary }) =>
    Object.keys(releases)
      .filter((name) => releases[name] === "major")
      .flatMap((name) => {
        const dependents = dependentsOf(name, packages).filter(
          (dependent) => !major.has(dependent),
        );
        for (const dependent of dependents) major.add(dependent);
        if (dependents.length === 0) return [];
        const slug = name.replace(/^@[^/]+\//, "");
        return [
          {
            id: `${id}-breaks-dependents-of-${slug}`,
            releases: Object.fromEntries(dependents.map((dependent) => [dependent, "major"])),
            summary: `Breaking, through ${name}: ${summary.split("\n")[0]}`,
          },
        ];
      }),
  );
}

export const formatChangeset = ({ releases, summary }: Changeset) =>
  `---\n${Object.entries(releases)
    .map(([name, type]) => `"${name}": ${type}`)
    .join("\n")}\n---\n\n${summary}\n`;

if (import.meta.main) {
  const packages = publishablePackages().map(({ manifest }) => manifest);
  for (const changeset of propagatedChangesets(readChangesets(), packages)) {
    writeFileSync(join(repoRoot, ".changeset", `${changeset.id}.md`), formatChangeset(changeset));
    console.info(
      `version-packages: ${Object.keys(changeset.releases).join(", ")} major (${changeset.summary})`,
    );
  }
}
