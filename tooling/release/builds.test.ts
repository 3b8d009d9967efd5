// Each package builds on its own from a clean checkout: `pnpm --filter <name>... build` builds it
// and the workspace packages it depends on, in order, and nothing else.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedCopy, publishablePackages, run } from "./workspace.js";

let copy = "";
beforeAll(() => {
  copy = installedCopy("builds");
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const packages = publishablePackages();
const dirOf = new Map(packages.map((pkg) => [pkg.manifest.name, pkg.dir.split("/").at(-1) ?? ""]));
const built = () =>
  readdirSync(join(copy, "packages"))
    .filter((dir) => existsSync(join(copy, "packages", dir, "dist/index.js")))
    .sort();

/** The published workspace packages `name` needs to build, itself included (the private test fixtures build nothing). */
function buildClosure(name: string, seen = new Set<string>()): Set<string> {
  seen.add(name);
  const manifest = packages.find((pkg) => pkg.manifest.name === name)?.manifest;
  const ranges = { ...manifest?.dependencies, ...manifest?.devDependencies };
  for (const [dependency, range] of Object.entries(ranges)) {
    if (range.startsWith("workspace:") && dirOf.has(dependency) && !seen.has(dependency)) {
      buildClosure(dependency, seen);
    }
  }
  return seen;
}

describe.each(packages.map((pkg) => pkg.manifest.name))("%s", (name) => {
  it("builds with the workspace packages it needs, from nothing built", () => {
    for (const dir of readdirSync(join(copy, "packages"))) {
      rmSync(join(copy, "packages", dir, "dist"), { recursive: true, force: true });
    }
    run("pnpm", ["--filter", `${name}...`, "build"], copy);
    expect(built()).toEqual([...buildClosure(name)].map((dep) => dirOf.get(dep)).sort());
  });
});
