#!/usr/bin/env node
// `membership-site <command>`: the development server, or a build served with its headers.
import { dev } from "./dev.js";
import { preview } from "./preview.js";

const USAGE = `usage: membership-site <command>
  dev                                                     the development server, with the sandbox backend
  preview [--port 4173] [--host 127.0.0.1] [--out dist]   serve the build with its security headers
(smoke and check-payment-page are @membership/site-check's: npx membership-site-check)`;

/** Commands that left for @membership/site-check, by their name there. */
const MOVED_TO_SITE_CHECK: ReadonlyMap<string, string> = new Map([
  ["smoke", "smoke"],
  ["check-payment-page", "payment-page"],
]);

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
  const moved = command === undefined ? undefined : MOVED_TO_SITE_CHECK.get(command);
  if (moved) {
    console.error(
      `membership-site ${command} moved to @membership/site-check: npm install -D @membership/site-check, then npx membership-site-check ${moved}`,
    );
    return 2;
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
