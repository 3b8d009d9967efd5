#!/usr/bin/env node
// `membership-site-check <command>`: walk a site's build in Chromium, or check a live payment page against its build's record.
import { checkPaymentPageCommand } from "./paymentPage/cli.js";
import { smoke } from "./smoke.js";

const USAGE = `usage: membership-site-check <command>
  smoke [URL] [--forbid "TEXT,TEXT"] [--expect "TEXT,TEXT"]
                                                          build against a sandbox and walk every page of each
                                                          language and a purchase in Chromium; with the URL of
                                                          a deployed site, walk it up to the card field (exit 0:
                                                          all good, 1: a problem)
  payment-page https://www.example.com [--record FILE] [--settle-ms 5000]
                                                          compare the live payment page's script hashes and
                                                          headers with the build's deploy/payment-page.json
                                                          (or FILE, the deployed release's record)
                                                          (exit 0: as recorded, 1: drift, 2: could not run)`;

/** The comma-separated texts after `name`, trimmed; none when the option is absent. */
function listOption(args: readonly string[], name: string): string[] {
  const index = args.indexOf(name);
  return (index === -1 ? "" : (args[index + 1] ?? ""))
    .split(",")
    .map((text) => text.trim())
    .filter(Boolean);
}

async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const siteDir = process.cwd();
  if (command === "smoke") {
    const url = rest[0]?.startsWith("http") ? rest[0] : undefined;
    const problems = await smoke({
      siteDir,
      forbidden: listOption(rest, "--forbid"),
      expected: listOption(rest, "--expect"),
      ...(url ? { url } : {}),
    });
    console.info(problems.length === 0 ? "Smoke test passed." : `${problems.length} problem(s).`);
    return problems.length === 0 ? 0 : 1;
  }
  if (command === "payment-page") return checkPaymentPageCommand(siteDir, rest);
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
