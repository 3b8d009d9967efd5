#!/usr/bin/env node
// `membership-site <command>`: preview a build with its headers, or check a live payment page against the inventory.
import { readFileSync } from "node:fs";
import { applyMigrations, migrationsBetween } from "../upgrade/migrate.js";
import { upgrade } from "../upgrade/upgrade.js";
import { dev } from "./dev.js";
import { checkPaymentPageCommand } from "./paymentPage/cli.js";
import { preview } from "./preview.js";
import { smoke } from "./smoke.js";

const USAGE = `usage: membership-site <command>
  dev [--port 5173]                                       the development server, with the sandbox backend
  smoke [--forbid "TEXT,TEXT"]                            build against a sandbox and walk every page and a
                                                          purchase in Chromium (exit 0: all good, 1: a problem)
  preview [--port 4173] [--host 127.0.0.1] [--out dist]   serve the build with its security headers
  upgrade [--tag latest]                                  move every @membership package to the newest set that
                                                          works together (breaking releases too), install it,
                                                          rewrite the site for it and print the migration notes
  migrate --from 1.2.0                                    rewrite the site for the installed site-kit, from the
                                                          version it was on (upgrade runs it)
  check-payment-page https://www.example.com [--settle-ms 5000]
                                                          compare the live /checkout with the script inventory
                                                          (exit 0: as authorised, 1: drift, 2: could not run)`;

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
    const stop = await preview({
      siteDir,
      outDir: option(rest, "--out", process.env.SITE_DIST_DIR ?? "dist"),
      port: Number(option(rest, "--port", process.env.PORT ?? "4173")),
      host: option(rest, "--host", process.env.HOST ?? "127.0.0.1"),
    });
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.on(signal, () => void stop().then(() => process.exit(0)));
    }
    return new Promise<number>(() => {});
  }
  if (command === "dev") {
    const port = option(rest, "--port", "");
    const stop = await dev(siteDir, port ? { port: Number(port) } : {});
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.on(signal, () => void stop().then(() => process.exit(0)));
    }
    return new Promise<number>(() => {});
  }
  if (command === "smoke") {
    const forbidden = option(rest, "--forbid", "")
      .split(",")
      .map((text) => text.trim())
      .filter(Boolean);
    const problems = await smoke({ siteDir, forbidden });
    console.info(problems.length === 0 ? "Smoke test passed." : `${problems.length} problem(s).`);
    return problems.length === 0 ? 0 : 1;
  }
  if (command === "check-payment-page") return checkPaymentPageCommand(siteDir, rest);
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
