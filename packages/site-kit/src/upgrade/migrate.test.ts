import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applyMigrations, migrationsBetween } from "./migrate.js";
import type { Migration } from "./migrations.js";

const migrations: Migration[] = [
  {
    version: "3.0.0",
    notes: "`logoFile` is now `logoPath`.",
    renamedKeys: { logoFile: "logoPath" },
  },
  { version: "2.0.0", notes: "`logo` is now `logoFile`.", renamedKeys: { logo: "logoFile" } },
  { version: "4.0.0", notes: "Node 24 or newer." },
];

describe("migrationsBetween", () => {
  it.each([
    ["1.4.2", "2.0.0", ["2.0.0"]],
    ["1.4.2", "3.1.0", ["2.0.0", "3.0.0"]],
    ["2.0.0", "3.0.0", ["3.0.0"]],
    ["3.0.0", "3.2.1", []],
    ["1.0.0", "4.0.0-next.0", ["2.0.0", "3.0.0"]],
  ])("from %s to %s crosses %j, oldest first", (from, to, versions) => {
    expect(migrationsBetween(from, to, migrations).map((migration) => migration.version)).toEqual(
      versions,
    );
  });
});

describe("applyMigrations", () => {
  it("rewrites site.config.ts one version after another, and prints each version's notes", () => {
    const site = mkdtempSync(join(tmpdir(), "migrate-"));
    writeFileSync(
      join(site, "site.config.ts"),
      'export default defineSiteConfig({ logo: "./logo.svg" });\n',
    );
    const lines = applyMigrations(site, migrationsBetween("1.0.0", "4.0.0", migrations));
    expect(readFileSync(join(site, "site.config.ts"), "utf8")).toBe(
      'export default defineSiteConfig({ logoPath: "./logo.svg" });\n',
    );
    expect(lines).toEqual([
      "rewrote site.config.ts: logo → logoFile",
      "rewrote site.config.ts: logoFile → logoPath",
      "",
      "Migration notes (UPGRADING.md has each with a before and after):",
      "  site-kit 2.0.0: `logo` is now `logoFile`.",
      "  site-kit 3.0.0: `logoFile` is now `logoPath`.",
      "  site-kit 4.0.0: Node 24 or newer.",
    ]);
  });

  it("says nothing when no version is crossed", () => {
    expect(applyMigrations(mkdtempSync(join(tmpdir(), "migrate-")), [])).toEqual([]);
  });
});
