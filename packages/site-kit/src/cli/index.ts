#!/usr/bin/env node
// `membership-site <command>`: preview a build with its headers, or check a live payment page against the inventory.
import { dev } from "./dev.js";
import { checkPaymentPageCommand } from "./paymentPage/cli.js";
import { preview } from "./preview.js";
import { smoke } from "./smoke.js";

const USAGE = `usage: membership-site <command>
  dev                                                     the development server, with the sandbox backend
  smoke [--forbid "TEXT,TEXT"]                            build against a sandbox and walk every page and a
                                                          purchase in Chromium (exit 0: all good, 1: a problem)
  preview [--port 4173] [--host 127.0.0.1] [--out dist]   serve the build with its security headers
  check-payment-page https://www.example.com [--settle-ms 5000]
                                                          compare the live /checkout with the script inventory
                                                          (exit 0: as authorised, 1: drift, 2: could not run)`;

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
    const stop = await dev(siteDir);
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
