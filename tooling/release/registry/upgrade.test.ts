// The package family after its first release, on a copy of the registry and of the released repository: a site made
// from that release takes a site-kit patch with `npm update`; a breaking site-kit release stays out of `npm update`
// until `npx membership-site upgrade` moves the site to it, rewrites its configuration and prints the notes; a
// pre-release goes out under `next`; a hotfix of the old line goes out under its own tag. `latest` moves only when a
// release manager means it to.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { git, release, versionPackages, writeChangeset } from "../releaseFlow.js";
import { type PackageJson, readJson, repoRoot, run, runCapturing, tempDir } from "../workspace.js";
import { view } from "./npm.js";
import { npmCreate, type Stranger, stranger } from "./stranger.js";
import { type LocalRegistry, startRegistry } from "./verdaccio.js";

const first = inject("firstRelease");
const KIT = "@membership/site-kit";
const FIX = "Patched: the footer says so.";

let registry: LocalRegistry;
let repo = "";
/** The site-kit patch of the first line, whose tag the hotfix starts from. */
let patch = "";
let person: Stranger;
const home = tempDir("upgrade");
const site = join(home, "cedar");

/** A change to the kit's source as a maintainer would make it; a sample that no longer applies says so. */
function editKit(file: string, from: string, to: string): void {
  const path = join(repo, "packages", "site-kit", "src", file);
  const source = readFileSync(path, "utf8");
  if (source.split(from).length !== 2) {
    throw new Error(
      `The sample change no longer applies: ${file} has no single "${from}". Update this test.`,
    );
  }
  writeFileSync(path, source.replace(from, to));
}

const kitVersion = () =>
  readJson<PackageJson>(join(repo, "packages", "site-kit", "package.json")).version;
const installed = (name: string) =>
  readJson<PackageJson>(join(site, "node_modules", name, "package.json")).version;
const tags = (name: string) => view(name, "dist-tags", registry.env) as Record<string, string>;
const npm = (...args: string[]) => runCapturing("npm", args, site, person.env);

function publish(args: string[] = []): void {
  const published = release(repo, registry.env, args);
  expect(published.status, published.output).toBe(0);
}

beforeAll(async () => {
  registry = await startRegistry({ storageFrom: first.registry.storage });
  const parent = tempDir("upgrade-repo");
  repo = join(parent, "repo");
  git(parent, "clone", "-q", first.repo, repo);
  run("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=append-only"], repo);
  person = stranger(registry.anonymousNpmrc);
  cpSync(join(repoRoot, "examples", "sister-brand"), join(home, "brand"), { recursive: true });
  const brand = JSON.parse(readFileSync(join(home, "brand", "brand.json"), "utf8"));
  writeFileSync(
    join(home, "brand", "cedar.json"),
    // In English, without Willow's own Spanish price page: the smoke walk reports another language's words.
    JSON.stringify({
      ...brand,
      name: "Cedar Care",
      domain: "cedar-care.example",
      locale: "en-US",
      pages: { "delivery-policy": false },
    }),
  );
  const created = npmCreate(person, home, "latest", "cedar", ["--from", "brand/cedar.json"]);
  expect(created.status, created.output).toBe(0);
  run("npm", ["install", "--no-audit", "--no-fund"], site, person.env);
});

afterAll(async () => {
  await registry?.stop();
  for (const folder of [home, join(repo, "..")]) rmSync(folder, { recursive: true, force: true });
});

describe("after the first release", () => {
  it("a site-kit patch reaches a site with npm update, and the smoke walk shows the fix", () => {
    const before = installed(KIT);
    editKit(
      "app/SiteFooter.tsx",
      "copyright={<p>{footer.copyright}</p>}",
      `copyright={<p>{footer.copyright} ${FIX}</p>}`,
    );
    writeChangeset(repo, "footer-fix", { [KIT]: "patch" }, `Footer: says it is patched (${FIX})`);
    versionPackages(repo);
    publish();
    patch = kitVersion();
    expect(tags(KIT).latest).toBe(patch);

    const update = npm("update", "--no-audit", "--no-fund");
    expect(update.status, update.output).toBe(0);
    expect(installed(KIT)).not.toBe(before);
    expect(installed(KIT)).toBe(patch);
    const smoke = npm("exec", "--", "membership-site-check", "smoke", "--expect", FIX);
    expect(smoke.output).toContain(`site-kit ${patch}`);
    expect(smoke.status, smoke.output).toBe(0);
  });

  it("a breaking site-kit release stays out of npm update", () => {
    const before = installed(KIT);
    const major = `${Number(kitVersion().split(".")[0]) + 1}.0.0`;
    // The sample breaking change: site.config.ts's `legalName` is renamed `legalEntity`, with its migration.
    editKit("config/schema/brand.ts", "  legalName: text\n", "  legalEntity: text\n");
    editKit(
      "site/resolveSite.ts",
      "...(definition.legalName ? { legalName: definition.legalName } : {}),",
      "...(definition.legalEntity ? { legalName: definition.legalEntity } : {}),",
    );
    editKit(
      "upgrade/migrations.ts",
      "export const MIGRATIONS: readonly Migration[] = [",
      `export const MIGRATIONS: readonly Migration[] = [\n  { version: "${major}", notes: "site.config.ts: \`legalName\` is now \`legalEntity\`.", renamedKeys: { legalName: "legalEntity" } },`,
    );
    writeChangeset(
      repo,
      "legal-entity",
      { [KIT]: "major" },
      "site.config.ts: `legalName` is now `legalEntity`; `npx membership-site upgrade` renames it",
    );
    versionPackages(repo);
    publish();
    expect(kitVersion()).toBe(major);
    expect(tags(KIT).latest).toBe(major);

    const manifest = readFileSync(join(site, "package.json"), "utf8");
    const update = npm("update", "--no-audit", "--no-fund");
    expect(update.status, update.output).toBe(0);
    expect(installed(KIT)).toBe(before);
    expect(readFileSync(join(site, "package.json"), "utf8")).toBe(manifest);
  });

  it("npx membership-site upgrade moves the site to it, renames the key, prints the notes; then npm test passes", () => {
    const from = installed(KIT);
    const major = kitVersion();
    const upgrade = npm("exec", "--", "membership-site", "upgrade");
    expect(upgrade.status, upgrade.output).toBe(0);
    expect(upgrade.output).toContain(`${KIT} ${from} → ${major}`);
    expect(upgrade.output).toContain("rewrote site.config.ts: legalName → legalEntity");
    expect(upgrade.output).toContain(
      `site-kit ${major}: site.config.ts: \`legalName\` is now \`legalEntity\`.`,
    );

    const manifest = readJson<PackageJson>(join(site, "package.json"));
    const membership = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const name of Object.keys(membership).filter((dependency) =>
      dependency.startsWith("@membership/"),
    )) {
      const latest = tags(name).latest;
      expect(membership[name], name).toBe(`^${latest}`);
      expect(installed(name), name).toBe(latest);
    }
    expect(readFileSync(join(site, "site.config.ts"), "utf8")).toContain(
      'legalEntity: "Willow Telehealth LLC"',
    );

    const test = npm("test");
    expect(test.output).toContain(`site-kit ${major}`);
    expect(test.status, test.output).toBe(0);
  });

  it("a pre-release goes out under next, latest stays, and npm create @membership/site@next makes a site on it", () => {
    const latest = tags(KIT).latest;
    run("pnpm", ["changeset", "pre", "enter", "next"], repo);
    writeChangeset(repo, "next-feature", { [KIT]: "minor" }, "A feature to try under next");
    versionPackages(repo, "Version packages (next)");
    publish();
    const next = kitVersion();
    expect(next).toMatch(/-next\.0$/);
    expect(tags(KIT)).toMatchObject({ latest, next });

    // brand.json is the same definition: the sample major's rename applies to it too.
    const { legalName, ...cedar } = JSON.parse(
      readFileSync(join(home, "brand", "cedar.json"), "utf8"),
    );
    writeFileSync(
      join(home, "brand", "early.json"),
      JSON.stringify({ ...cedar, legalEntity: legalName }),
    );
    const created = npmCreate(person, home, "next", "early", ["--from", "brand/early.json"]);
    expect(created.status, created.output).toBe(0);
    const early = join(home, "early");
    run("npm", ["install", "--no-audit", "--no-fund"], early, person.env);
    expect(readJson<PackageJson>(join(early, "node_modules", KIT, "package.json")).version).toBe(
      next,
    );
    const build = runCapturing("npm", ["run", "build"], early, {
      ...person.env,
      SITE_ALLOW_SANDBOX_BUILD: "1",
    });
    expect(build.status, build.output).toBe(0);
  });

  it("a hotfix of the first line goes out under its own tag, and latest stays", () => {
    const before = tags(KIT);
    git(repo, "checkout", "-q", "-b", "hotfix/site-kit-1", `${KIT}@${patch}`);
    run("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=append-only"], repo);
    writeChangeset(repo, "hotfix", { [KIT]: "patch" }, "A fix for sites still on the first line");
    versionPackages(repo, "Version packages (hotfix)");
    publish(["--tag", "site-kit-1"]);
    const hotfix = kitVersion();
    expect(hotfix.split(".")[0]).toBe(patch.split(".")[0]);
    expect(tags(KIT)).toEqual({ ...before, "site-kit-1": hotfix });
  });
});
