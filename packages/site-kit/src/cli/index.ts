#!/usr/bin/env node
// `membership-site <command>`: the development server, a build served with its headers, and upgrades.
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { HOSTS, hostById, writeHostFiles } from "../hosting/hosts.js";
import { applyMigrations, migrationsBetween } from "../upgrade/migrate.js";
import { upgrade } from "../upgrade/upgrade.js";
import { dev } from "./dev.js";
import { preview } from "./preview.js";

const USAGE = `usage: membership-site <command>
  dev [--port 5173]                                       the development server, with the sandbox backend
  preview [--port 4173] [--host 127.0.0.1] [--out dist]   serve the build with its security headers
  deploy-config --host <host> [--out dist]                write a host's files for the build (after vite build):
                                                          ${HOSTS.map((host) => host.id).join(", ")}
  upgrade [--tag latest]                                  move every @membership package to the newest set that
                                                          works together (breaking releases too), install it,
                                                          rewrite the site for it and print the migration notes
  migrate --from 1.2.0                                    rewrite the site for the installed site-kit, from the
                                                          version it was on (upgrade runs it)
(smoke and check-payment-page are @membership/site-check's: npx membership-site-check)`;

/** Commands that left for @membership/site-check, by their name there. */
const MOVED_TO_SITE_CHECK: ReadonlyMap<string, string> = new Map([
  ["smoke", "smoke"],
  ["check-payment-page", "payment-page"],
]);

/** This site-kit's own version. */
const KIT_VERSION = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;

function option(args: readonly string[], name: string, fallback: string): string {
  const index = args.indexOf(name);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
}

async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const siteDir = process.cwd();
  if (command === "preview") {
    const { close } = await preview({
      siteDir,
      outDir: option(rest, "--out", process.env.SITE_DIST_DIR ?? "dist"),
      port: Number(option(rest, "--port", process.env.PORT ?? "4173")),
      host: option(rest, "--host", process.env.HOST ?? "127.0.0.1"),
    });
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.on(signal, () => void close().then(() => process.exit(0)));
    }
    return new Promise<number>(() => {});
  }
  if (command === "deploy-config") {
    const host = hostById(option(rest, "--host", ""));
    const outDir = resolve(siteDir, option(rest, "--out", process.env.SITE_DIST_DIR ?? "dist"));
    const written = await writeHostFiles(host.id, outDir);
    console.info(
      [
        `${host.name}: wrote ${written.map((path) => relative(siteDir, path)).join(", ")}`,
        `Deploy: ${host.deploy}`,
      ].join("\n"),
    );
    return 0;
  }
  if (command === "dev") {
    const port = option(rest, "--port", "");
    const stop = await dev(siteDir, port ? { port: Number(port) } : {});
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.on(signal, () => void stop().then(() => process.exit(0)));
    }
    return new Promise<number>(() => {});
  }
  const moved = command === undefined ? undefined : MOVED_TO_SITE_CHECK.get(command);
  if (moved) {
    console.error(
      `membership-site ${command} moved to @membership/site-check: npm install -D @membership/site-check, then npx membership-site-check ${moved}`,
    );
    return 2;
  }
  if (command === "upgrade") return upgrade(siteDir, option(rest, "--tag", "latest"));
  if (command === "migrate") {
    const from = option(rest, "--from", "");
    if (!from)
      throw new Error(
        "usage: membership-site migrate --from <the site-kit version the site was on>",
      );
    const lines = applyMigrations(siteDir, migrationsBetween(from, KIT_VERSION));
    console.info(
      lines.length > 0 ? lines.join("\n") : `Nothing to migrate from ${from} to ${KIT_VERSION}.`,
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
