// `membership-site migrate --from <version>`: applies to a site the migrations of every site-kit version after
// <version> up to the installed one, and says what each one means. `upgrade` runs it with the new version's CLI.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { SITE_CONFIG_FILE } from "../config/loadSiteConfig.js";
import { MIGRATIONS, type Migration } from "./migrations.js";
import { renameConfigKeys } from "./renameKeys.js";

/** The migrations a site crosses from `from` (excluded) to `to` (included), oldest first. */
export function migrationsBetween(
  from: string,
  to: string,
  migrations: readonly Migration[] = MIGRATIONS,
): Migration[] {
  return migrations
    .filter((migration) => semver.gt(migration.version, from) && semver.lte(migration.version, to))
    .sort((a, b) => semver.compare(a.version, b.version));
}

/** Rewrites the site for `migrations`; returns what it did and the notes, a line each. */
export function applyMigrations(siteDir: string, migrations: readonly Migration[]): string[] {
  const lines: string[] = [];
  const configFile = join(siteDir, SITE_CONFIG_FILE);
  // One version after another, so a key renamed twice ends under its newest name.
  for (const { renamedKeys } of migrations) {
    if (!renamedKeys || !existsSync(configFile)) continue;
    const { code, renamed } = renameConfigKeys(readFileSync(configFile, "utf8"), renamedKeys);
    if (renamed.length === 0) continue;
    writeFileSync(configFile, code);
    lines.push(...renamed.map((rename) => `rewrote ${SITE_CONFIG_FILE}: ${rename}`));
  }
  if (migrations.length > 0) {
    lines.push("", "Migration notes (UPGRADING.md has each with a before and after):");
    for (const migration of migrations)
      lines.push(`  site-kit ${migration.version}: ${migration.notes}`);
  }
  return lines;
}
