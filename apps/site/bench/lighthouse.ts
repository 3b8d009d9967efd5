// `pnpm bench` (part 2): Lighthouse on every page of the built site and on its no-script floor, in Debian's Chromium.
// Serves apps/site/dist (SITE_DIST_DIR overrides) and a copy of it with every script removed, each as
// `membership-site preview` does (site-kit's preview, in this process), and runs Lighthouse (mobile preset, simulated throttling, offline) BENCH_RUNS times per
// page and floor (default 5), interleaved: run 1 of every page and floor, then run 2, ... so drift on a shared machine
// hits every row alike. Prints medians against docs/performance.md's targets; exits 0 whatever the figures, 1 only
// when a run could not be made.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { preview, storedPlanEntry } from "@membership/site-kit/hosting";
import { site, sitePages } from "../e2e/sitePages.ts";
import { CHROME_PATH, killAllChromes } from "./lighthouse/chrome.ts";
import { runLighthouse, type SessionEntries } from "./lighthouse/figures.ts";
import { writeNoScriptCopy } from "./lighthouse/noScriptFloor.ts";
import { machine, printReport, type Row } from "./lighthouse/report.ts";

const distDir = resolve(import.meta.dirname, "..", process.env.SITE_DIST_DIR ?? "dist");
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "5", 10) || 1);
/** BENCH_PATHS=/,/price measures only those pages. */
const onlyPaths = process.env.BENCH_PATHS?.split(",").filter(Boolean);

/** The plan whose Buy is stored as a visitor opens /checkout (without a plan, the spec sends the visitor to /). */
const CHECKOUT_PLAN = "BASIC";
const SESSIONS: Readonly<Record<string, SessionEntries>> = {
  "/checkout": [storedPlanEntry(CHECKOUT_PLAN)],
};

const NOTES: Readonly<Record<string, string>> = {
  "/checkout":
    "with BASIC stored (Buy): the payment page; its floor is its HTML with BASIC's form in place, without scripts; noindex by design (SEO audit is-crawlable)",
  "/404":
    "the 404 page at its address (Lighthouse refuses a 404 answer): noindex by design (SEO audit is-crawlable)",
};

function pageRows(): Row[] {
  const formPaths = new Set(
    site.table.pages
      .filter((page) => page.showsForm)
      .flatMap((page) => [page.path, ...page.aliases]),
  );
  return [...sitePages.map((page) => page.path), "/404"]
    .filter((path) => !onlyPaths || onlyPaths.includes(path))
    .map((path) => ({
      path,
      note: NOTES[path],
      showsForm: formPaths.has(path),
      figures: [],
      floor: [],
    }));
}

if (!existsSync(resolve(distDir, "index.html"))) {
  console.error(`No build in ${distDir}: run \`pnpm --filter site build\` first.`);
  process.exit(1);
}

const rows = pageRows();
const floorCopy = await writeNoScriptCopy(distDir, { "checkout.html": CHECKOUT_PLAN });

// The servers live in this process: process.exit() ends them.
function cleanUp(): void {
  killAllChromes();
  floorCopy.remove();
}

/** The whole benchmark is stopped after this, whatever it is doing. */
const TOTAL_TIMEOUT_MS = 60_000 + runs * rows.length * 2 * 45_000;
const watchdog = setTimeout(() => {
  console.error(`bench-lighthouse: stopped after ${TOTAL_TIMEOUT_MS / 1000} s.`);
  cleanUp();
  process.exit(1);
}, TOTAL_TIMEOUT_MS);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Runs one page or floor once; the first failure marks the row and ends its runs. */
async function measure(row: Row, kind: "figures" | "floor", origin: string, label: string) {
  if (row.error) return;
  const started = Date.now();
  try {
    row[kind].push(await runLighthouse(`${origin}${row.path}`, SESSIONS[row.path]));
    console.info(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    row.error = `${kind === "floor" ? "floor: " : ""}${error instanceof Error ? error.message : String(error)}`;
    console.error(`  ${label}: failed: ${row.error}`);
  }
}

const started = Date.now();
try {
  const serve = (outDir: string) =>
    preview({ siteDir: resolve(import.meta.dirname, ".."), outDir, port: 0, host: "127.0.0.1" });
  const page = await serve(distDir);
  const floor = await serve(floorCopy.dir);
  const { version } = (await import("lighthouse/package.json", { with: { type: "json" } })).default;
  console.info(`\nMachine: ${machine()}`);
  console.info(
    `Lighthouse ${version} on ${page.origin} (${distDir}) and its floor on ${floor.origin}, ${CHROME_PATH}, mobile, simulated throttling, offline, ${runs} run(s) per page, interleaved\n`,
  );
  for (let run = 1; run <= runs; run += 1) {
    for (const row of rows) {
      await measure(row, "figures", page.origin, `${row.path} run ${run}/${runs}`);
      await measure(row, "floor", floor.origin, `${row.path} floor run ${run}/${runs}`);
    }
  }
} catch (error) {
  console.error("bench-lighthouse:", error);
  cleanUp();
  clearTimeout(watchdog);
  process.exit(1);
}
cleanUp();
clearTimeout(watchdog);

console.info(`\nMachine after the runs: ${machine()}`);
printReport(rows, runs);
console.info(`\nLighthouse done in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
process.exit(rows.some((row) => row.error) ? 1 : 0);
