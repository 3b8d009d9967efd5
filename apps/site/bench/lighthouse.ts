// `pnpm bench` (part 2): Lighthouse scores and metrics of every page of the built site, served locally, in Debian's Chromium.
// Serves apps/site/dist (SITE_DIST_DIR overrides) on a free port with `membership-site preview` and runs Lighthouse (mobile preset,
// simulated throttling, offline: every host but 127.0.0.1 and localhost fails to resolve) BENCH_RUNS times per page
// (default 5), interleaved: run 1 of every page, then run 2, ... so drift on a shared machine hits every page alike.
// Prints the median of every figure per page and flags the rows that miss the targets of docs/performance.md;
// exits 0 whatever the figures, 1 only when a run could not be made.
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumArgs, chromiumExecutablePath } from "../../../tooling/chromium.ts";
import { sitePages } from "../e2e/sitePages.ts";
import { startPreview } from "./previewServer.ts";
import { printTable } from "./textTable.ts";

const siteDir = resolve(import.meta.dirname, "..");
const distDir = resolve(siteDir, process.env.SITE_DIST_DIR ?? "dist");
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "5", 10) || 1);
/** One Lighthouse run (launch, load, audit; ~10 s here) is abandoned after this. */
const RUN_TIMEOUT_MS = 90_000;

const CHROME_PATH = chromiumExecutablePath;
/** The flags of tooling/chromium.ts plus --headless, and no name resolution but the local server's: offline. */
const CHROME_FLAGS = [
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  "--headless",
  ...chromiumArgs,
];

interface Target {
  path: string;
  note?: string;
}

const NOTES: Readonly<Record<string, string>> = {
  "/checkout":
    "no stored plan: the prerendered shell, whose entry script replaces it with / before the app loads (the payment page is a document of its own); noindex by design (SEO audit is-crawlable)",
  "/no-such-page":
    "the 404 page: status 404 and noindex by design (SEO audits http-status-code, is-crawlable)",
};

/** BENCH_PATHS=/,/price measures only those pages. */
const onlyPaths = process.env.BENCH_PATHS?.split(",").filter(Boolean);

/** Every prerendered page; the 404 page by its file, as Lighthouse refuses to audit a 404 answer. */
const TARGETS: Target[] = [...sitePages.map((page) => page.path), "/404.html"]
  .filter((path) => !onlyPaths || onlyPaths.includes(path))
  .map((path) => ({ path, note: NOTES[path] }));

/** What every page should reach (issue 5): scores are 0-1, times in ms. */
const TARGET_LIMITS = {
  performance: 0.98,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
  lcp: 1500,
  tbt: 100,
  cls: 0.01,
} as const;

/** The whole benchmark is stopped after this, whatever it is doing. */
const TOTAL_TIMEOUT_MS = 60_000 + runs * TARGETS.length * 45_000;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

// --- chrome-launcher, the copy lighthouse depends on (it is not a dependency of the site) --------

interface LaunchedChrome {
  pid: number;
  port: number;
  kill: () => void;
}
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    logLevel: "silent" | "error";
    handleSIGINT: boolean;
  }): Promise<LaunchedChrome>;
}

async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const fromLighthouse = createRequire(import.meta.resolve("lighthouse"));
  const entry = fromLighthouse.resolve("chrome-launcher");
  return (await import(pathToFileURL(entry).href)) as ChromeLauncher;
}

// --- one Lighthouse run --------------------------------------------------------------------------

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** FCP, LCP, TBT, CLS, Speed Index, transferred bytes, JS bytes, requests, unused JS bytes, JS boot-up ms. */
  metrics: Record<MetricId, number | null>;
  failed: { category: string; id: string; title: string; example: string }[];
  warnings: string[];
  finalUrl: string;
}

const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
  bytes: "total-byte-weight",
  jsBytes: "resource-summary",
  requests: "resource-summary",
  unusedJs: "unused-javascript",
  bootup: "bootup-time",
} as const;
type MetricId = keyof typeof METRICS;
interface ResourceRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

/** The first item of a failing audit, as text: what to look at. */
function exampleOf(audit: Result["audits"][string]): string {
  const items = (audit.details as { items?: unknown } | undefined)?.items;
  const first = Array.isArray(items)
    ? (items[0] as Record<string, unknown> | undefined)
    : undefined;
  if (!first) return "";
  const location = first.sourceLocation as { url?: string } | undefined;
  const node = first.node as { snippet?: string } | undefined;
  const parts = [first.description, location?.url ?? first.url, node?.snippet].filter(
    (part): part is string => typeof part === "string" && part !== "",
  );
  return parts.join(" ").slice(0, 200);
}

function figuresOf(lhr: Result): Figures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
  ) as Figures["scores"];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, auditId]) => {
      const audit = lhr.audits[auditId];
      // resource-summary lists transfer size and request count per resource type.
      if (key === "jsBytes" || key === "requests") {
        const items = (audit?.details as { items?: ResourceRow[] } | undefined)?.items ?? [];
        const row = items.find(
          (item) => item.resourceType === (key === "jsBytes" ? "script" : "total"),
        );
        return [key, key === "jsBytes" ? (row?.transferSize ?? 0) : (row?.requestCount ?? null)];
      }
      // unused-javascript reports its savings in bytes in details.overallSavingsBytes.
      if (key === "unusedJs") {
        const details = audit?.details as { overallSavingsBytes?: number } | undefined;
        return [key, details?.overallSavingsBytes ?? (audit ? 0 : null)];
      }
      return [key, audit?.numericValue ?? null];
    }),
  ) as Figures["metrics"];
  const failed: Figures["failed"] = [];
  for (const category of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.push({ category, id: ref.id, title: audit.title, example: exampleOf(audit) });
      }
    }
  }
  return {
    scores,
    metrics,
    failed,
    warnings: lhr.runWarnings.map(String),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what} took longer than ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const liveChromes = new Set<LaunchedChrome>();

function killChrome(chrome: LaunchedChrome): void {
  liveChromes.delete(chrome);
  try {
    chrome.kill();
  } catch (error) {
    console.warn(`Could not stop Chromium ${chrome.pid}:`, error);
  }
}

async function runLighthouse(launcher: ChromeLauncher, url: string) {
  const chrome = await launcher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  liveChromes.add(chrome);
  const flags: Flags = {
    port: chrome.port,
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: 45_000,
  };
  try {
    const result = await withTimeout(
      // No config: Lighthouse's default, the mobile preset (Moto G Power, slow 4G, 4x CPU, simulated).
      lighthouse(url, flags),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
      () => killChrome(chrome),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    }
    return figuresOf(result.lhr);
  } finally {
    killChrome(chrome);
  }
}

// --- printing ------------------------------------------------------------------------------------

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianOf(values: (number | null)[]): number | null {
  return median(values.filter((value): value is number => value !== null));
}

const fmt = {
  score: (value: number | null) => (value === null ? "-" : String(Math.round(value * 100))),
  seconds: (value: number | null) => (value === null ? "-" : `${(value / 1000).toFixed(2)} s`),
  ms: (value: number | null) => (value === null ? "-" : `${Math.round(value)} ms`),
  cls: (value: number | null) => (value === null ? "-" : value.toFixed(3)),
  kb: (value: number | null) => (value === null ? "-" : `${(value / 1024).toFixed(1)} kB`),
  count: (value: number | null) => (value === null ? "-" : String(Math.round(value))),
};

/** CPU count and model, and the load average: other work on the machine inflates TBT and the main-thread times. */
function machine(): string {
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(1));
  return `${cpus().length} x ${cpus()[0]?.model ?? "unknown CPU"}, load average ${one} ${five} ${fifteen}`;
}

// --- main ----------------------------------------------------------------------------------------

if (!existsSync(resolve(distDir, "index.html"))) {
  console.error(`No build in ${distDir}: run \`pnpm --filter site build\` first.`);
  process.exit(1);
}

let server: ChildProcess | undefined;

function cleanUp(): void {
  for (const chrome of [...liveChromes]) killChrome(chrome);
  if (server && server.exitCode === null) server.kill("SIGTERM");
}

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

const rows = TARGETS.map((target) => ({
  target,
  figures: [] as Figures[],
  error: undefined as string | undefined,
}));
const started = Date.now();
try {
  const launcher = await loadChromeLauncher();
  const served = await startPreview(distDir);
  server = served.server;
  const { origin } = served;
  const { version } = (await import("lighthouse/package.json", { with: { type: "json" } })).default;
  console.info(`\nMachine: ${machine()}`);
  console.info(
    `Lighthouse ${version} on ${origin} (${distDir}), ${CHROME_PATH}, mobile, simulated throttling, offline, ${runs} run(s) per page, interleaved\n`,
  );
  for (let run = 1; run <= runs; run += 1) {
    for (const row of rows) {
      if (row.error) continue;
      const label = `${row.target.path} run ${run}/${runs}`;
      const runStarted = Date.now();
      try {
        row.figures.push(await runLighthouse(launcher, `${origin}${row.target.path}`));
        console.info(`  ${label}: ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
      } catch (error) {
        row.error = error instanceof Error ? error.message : String(error);
        console.error(`  ${label}: failed: ${row.error}`);
      }
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

const label = (target: Target) => target.path;
console.info(`\nMachine after the runs: ${machine()}`);

/** The targets a row misses, by name; "" when it meets them all. */
function missedTargets(
  median: (id: MetricId) => number | null,
  score: (id: Category) => number | null,
) {
  const missed: string[] = [];
  for (const category of CATEGORIES) {
    const value = score(category);
    if (value === null || value < TARGET_LIMITS[category]) missed.push(category);
  }
  for (const metric of ["lcp", "tbt", "cls"] as const) {
    const value = median(metric);
    if (value === null || value > TARGET_LIMITS[metric]) missed.push(metric.toUpperCase());
  }
  return missed.join(" ");
}

console.info(
  `\nMedians of ${runs} run(s) per page, mobile. Targets: perf >= 98, a11y/best-pr/seo 100, LCP <= 1.5 s, TBT <= 100 ms, CLS <= 0.01.\n`,
);
printTable(
  [
    "page",
    "perf",
    "a11y",
    "best-pr",
    "seo",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "SI",
    "transfer",
    "JS",
    "requests",
    "misses",
  ],
  rows.map(({ target, figures }) => {
    if (figures.length === 0) return [label(target), "failed", ...Array(12).fill("")];
    const score = (id: Category) => medianOf(figures.map((figure) => figure.scores[id]));
    const metric = (id: MetricId) => medianOf(figures.map((figure) => figure.metrics[id]));
    return [
      label(target),
      fmt.score(score("performance")),
      fmt.score(score("accessibility")),
      fmt.score(score("best-practices")),
      fmt.score(score("seo")),
      fmt.seconds(metric("fcp")),
      fmt.seconds(metric("lcp")),
      fmt.ms(metric("tbt")),
      fmt.cls(metric("cls")),
      fmt.seconds(metric("si")),
      fmt.kb(metric("bytes")),
      fmt.kb(metric("jsBytes")),
      fmt.count(metric("requests")),
      missedTargets(metric, score) || "-",
    ];
  }),
);

console.info("\nPerformance score of each run, and JavaScript work (median)\n");
printTable(
  ["page", "perf, each run", "unused JS", "JS boot-up"],
  rows
    .filter(({ figures }) => figures.length > 0)
    .map(({ target, figures }) => {
      const metric = (id: MetricId) => medianOf(figures.map((figure) => figure.metrics[id]));
      return [
        label(target),
        figures.map((figure) => fmt.score(figure.scores.performance)).join(" "),
        fmt.kb(metric("unusedJs")),
        fmt.ms(metric("bootup")),
      ];
    }),
);

const notes: string[] = [];
for (const { target, figures, error } of rows) {
  if (target.note) notes.push(`${label(target)}: ${target.note}.`);
  if (error) notes.push(`${label(target)}: failed: ${error}`);
  const last = figures.at(-1);
  if (!last) continue;
  const finalPath = new URL(last.finalUrl).pathname;
  if (finalPath !== target.path) notes.push(`${label(target)}: ended on ${finalPath}.`);
  for (const warning of new Set(figures.flatMap((figure) => figure.warnings))) {
    notes.push(`${label(target)}: warning: ${warning}`);
  }
  const failed = new Map<string, string>();
  for (const figure of figures) {
    for (const audit of figure.failed) {
      const example = audit.example ? `: ${audit.example}` : "";
      failed.set(audit.id, `${audit.category}: ${audit.id} (${audit.title})${example}`);
    }
  }
  for (const text of failed.values()) notes.push(`${label(target)}: failing audit ${text}`);
}
if (notes.length > 0) {
  console.info("\nNotes\n");
  for (const note of notes) console.info(`  ${note}`);
}
console.info(`\nLighthouse done in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
process.exit(rows.some((row) => row.error) ? 1 : 0);
