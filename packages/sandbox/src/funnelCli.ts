// `pnpm funnel [outbox.jsonl]`: prints the conversion funnel of the site events in the sandbox's outbox.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { defaultOutboxFile } from "./config.ts";
import { formatFunnel, funnelOf } from "./funnel.ts";

// pnpm runs scripts in the package's folder; INIT_CWD is the folder the command was typed in.
const callerFolder = process.env.INIT_CWD || process.cwd();
// `pnpm dev` starts the sandbox in its package's folder, so its outbox is there.
const packageFolder = resolve(import.meta.dirname, "..");

/** The argument, else SANDBOX_OUTBOX, else the sandbox's default for the caller's folder or, failing that, for this package's. */
function outboxFile(): string {
  const given = process.argv[2] || process.env.SANDBOX_OUTBOX;
  if (given) return resolve(callerFolder, given);
  const candidates = [defaultOutboxFile(callerFolder), defaultOutboxFile(packageFolder)];
  return candidates.find((file) => existsSync(file)) ?? (candidates[0] as string);
}

const file = outboxFile();
const text = await readFile(file, "utf8").catch(() => "");
const lines = text.split("\n").filter((line) => line.trim() !== "");
const entries: Record<string, unknown>[] = [];
let unreadable = 0;
for (const line of lines) {
  try {
    entries.push(JSON.parse(line));
  } catch {
    // A line still being written, or edited by hand: skipped, and said so below.
    unreadable += 1;
  }
}
const funnel = funnelOf(entries);
if (funnel.events === 0) {
  console.info(
    `No events in ${file} yet: start the sandbox and the site (pnpm dev), browse it, then run pnpm funnel again.`,
  );
} else {
  console.info(`Funnel of ${funnel.events} events in ${file}\n`);
  console.info(formatFunnel(funnel));
}
if (unreadable > 0)
  console.warn(`\n${unreadable} line(s) of ${file} were not JSON and were skipped.`);
