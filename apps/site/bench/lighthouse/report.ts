// The bench's tables: medians per page against the targets of docs/performance.md, and each page beside its floor.
import { cpus, loadavg } from "node:os";
import { printTable } from "../textTable.ts";
import { CATEGORIES, type Category, type Figures, type MetricId } from "./figures.ts";

export interface Row {
  path: string;
  note?: string;
  /** Whether the page shows a form (issue 24's JavaScript target for form pages). */
  showsForm: boolean;
  figures: Figures[];
  /** The same page with every script removed. */
  floor: Figures[];
  error?: string;
}

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

/** Issue 24: each page beside its own no-script floor; bytes in KB of 1024. */
const FLOOR_LIMITS = {
  fcpRatio: 1.1,
  lcpRatio: 1.05,
  tbt: 20,
  cls: 0,
  homeJs: 90 * 1024,
  formPageJs: 130 * 1024,
  homeRequests: 24,
} as const;

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

const metricOf = (figures: Figures[]) => (id: MetricId) =>
  medianOf(figures.map((figure) => figure.metrics[id]));
const scoreOf = (figures: Figures[]) => (id: Category) =>
  medianOf(figures.map((figure) => figure.scores[id]));

const fmt = {
  score: (value: number | null) => (value === null ? "-" : String(Math.round(value * 100))),
  seconds: (value: number | null) => (value === null ? "-" : `${(value / 1000).toFixed(2)} s`),
  ms: (value: number | null) => (value === null ? "-" : `${Math.round(value)} ms`),
  cls: (value: number | null) => (value === null ? "-" : value.toFixed(3)),
  kb: (value: number | null) => (value === null ? "-" : `${(value / 1024).toFixed(1)} kB`),
  count: (value: number | null) => (value === null ? "-" : String(Math.round(value))),
  ratio: (value: number | null) => (value === null ? "-" : `${value.toFixed(2)}x`),
};

/** CPU count and model, and the load average: other work on the machine inflates TBT and the main-thread times. */
export function machine(): string {
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(1));
  return `${cpus().length} x ${cpus()[0]?.model ?? "unknown CPU"}, load average ${one} ${five} ${fifteen}`;
}

/** The issue-5 targets a row misses, by name; "" when it meets them all. */
function missedTargets(row: Row): string {
  const metric = metricOf(row.figures);
  const score = scoreOf(row.figures);
  const missed = CATEGORIES.filter((category) => {
    const value = score(category);
    return value === null || value < TARGET_LIMITS[category];
  }) as string[];
  for (const id of ["lcp", "tbt", "cls"] as const) {
    const value = metric(id);
    if (value === null || value > TARGET_LIMITS[id]) missed.push(id.toUpperCase());
  }
  return missed.join(" ");
}

function printTargets(rows: Row[], runs: number): void {
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
    rows.map((row) => {
      if (row.figures.length === 0) return [row.path, "failed", ...Array<string>(12).fill("")];
      const metric = metricOf(row.figures);
      const score = scoreOf(row.figures);
      return [
        row.path,
        ...CATEGORIES.map((category) => fmt.score(score(category))),
        fmt.seconds(metric("fcp")),
        fmt.seconds(metric("lcp")),
        fmt.ms(metric("tbt")),
        fmt.cls(metric("cls")),
        fmt.seconds(metric("si")),
        fmt.kb(metric("bytes")),
        fmt.kb(metric("jsBytes")),
        fmt.count(metric("requests")),
        missedTargets(row) || "-",
      ];
    }),
  );
}

const ratio = (value: number | null, floor: number | null) =>
  value === null || floor === null || floor === 0 ? null : value / floor;

/** The issue-24 targets a row misses beside its floor. */
function missedFloorTargets(row: Row): string {
  const page = metricOf(row.figures);
  const floor = metricOf(row.floor);
  const missed: string[] = [];
  const over = (value: number | null, limit: number) => value === null || value > limit;
  if (over(ratio(page("fcp"), floor("fcp")), FLOOR_LIMITS.fcpRatio)) missed.push("FCP");
  if (over(ratio(page("lcp"), floor("lcp")), FLOOR_LIMITS.lcpRatio)) missed.push("LCP");
  if (over(page("tbt"), FLOOR_LIMITS.tbt)) missed.push("TBT");
  if (over(page("cls"), FLOOR_LIMITS.cls)) missed.push("CLS");
  const jsLimit =
    row.path === "/" ? FLOOR_LIMITS.homeJs : row.showsForm ? FLOOR_LIMITS.formPageJs : null;
  if (jsLimit !== null && over(page("jsBytes"), jsLimit)) missed.push("JS");
  if (row.path === "/" && over(page("requests"), FLOOR_LIMITS.homeRequests))
    missed.push("requests");
  return missed.join(" ");
}

function printFloor(rows: Row[], runs: number): void {
  console.info(
    `\nEach page beside its no-script floor (the same HTML, every script removed), medians of ${runs} run(s). ` +
      `Targets: FCP <= 1.10x and LCP <= 1.05x the floor's, TBT <= 20 ms (the floor's TBT: what the HTML itself costs), CLS 0; JS on / <= 90 kB, on form pages <= 130 kB; requests on / <= 24.\n`,
  );
  printTable(
    [
      "page",
      "FCP",
      "floor",
      "ratio",
      "LCP",
      "floor",
      "ratio",
      "TBT",
      "floor",
      "CLS",
      "JS",
      "requests",
      "floor",
      "misses",
    ],
    rows
      .filter((row) => row.figures.length > 0 && row.floor.length > 0)
      .map((row) => {
        const page = metricOf(row.figures);
        const floor = metricOf(row.floor);
        return [
          row.path,
          fmt.seconds(page("fcp")),
          fmt.seconds(floor("fcp")),
          fmt.ratio(ratio(page("fcp"), floor("fcp"))),
          fmt.seconds(page("lcp")),
          fmt.seconds(floor("lcp")),
          fmt.ratio(ratio(page("lcp"), floor("lcp"))),
          fmt.ms(page("tbt")),
          fmt.ms(floor("tbt")),
          fmt.cls(page("cls")),
          fmt.kb(page("jsBytes")),
          fmt.count(page("requests")),
          fmt.count(floor("requests")),
          missedFloorTargets(row) || "-",
        ];
      }),
  );
}

function printWork(rows: Row[]): void {
  console.info("\nPerformance score of each run, and JavaScript work (median)\n");
  printTable(
    ["page", "perf, each run", "unused JS", "JS boot-up"],
    rows
      .filter((row) => row.figures.length > 0)
      .map((row) => {
        const metric = metricOf(row.figures);
        return [
          row.path,
          row.figures.map((figure) => fmt.score(figure.scores.performance)).join(" "),
          fmt.kb(metric("unusedJs")),
          fmt.ms(metric("bootup")),
        ];
      }),
  );
}

function notesOf(row: Row): string[] {
  const notes = [row.note, row.error && `failed: ${row.error}`].filter(Boolean) as string[];
  const last = row.figures.at(-1);
  if (last) {
    const finalPath = new URL(last.finalUrl).pathname;
    if (finalPath !== row.path) notes.push(`ended on ${finalPath}.`);
  }
  for (const warning of new Set(row.figures.flatMap((figure) => figure.warnings))) {
    notes.push(`warning: ${warning}`);
  }
  const failed = new Map<string, string>();
  for (const audit of row.figures.flatMap((figure) => figure.failed)) {
    const example = audit.example ? `: ${audit.example}` : "";
    failed.set(audit.id, `failing audit ${audit.category}: ${audit.id} (${audit.title})${example}`);
  }
  return [...notes, ...failed.values()].map((note) => `${row.path}: ${note}`);
}

export function printReport(rows: Row[], runs: number): void {
  printTargets(rows, runs);
  printFloor(rows, runs);
  printWork(rows);
  const notes = rows.flatMap(notesOf);
  if (notes.length > 0) {
    console.info("\nNotes\n");
    for (const note of notes) console.info(`  ${note}`);
  }
}
