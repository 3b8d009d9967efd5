// The conversion funnel of the outbox's site events: visits → Buy → checkout shown → purchase success, by plan and language.
import type { SiteEvent } from "@membership/api";

/** What happened after a visit, for one plan, one language or both. */
export interface PlanSteps {
  buy: number;
  checkoutShown: number;
  success: number;
  decline: number;
  unclear: number;
}

export interface Funnel {
  /** Every event counted, whatever its name: zero means the outbox has no events yet. */
  events: number;
  /** Page views: they carry no plan, so they are counted by language only. */
  visits: number;
  visitsByLanguage: Map<string, number>;
  /** All plans together. */
  total: PlanSteps;
  byLanguage: Map<string, PlanSteps>;
  byPlan: Map<string, PlanSteps>;
  /** Plan, then language. */
  byPlanAndLanguage: Map<string, Map<string, PlanSteps>>;
}

const noSteps = (): PlanSteps => ({ buy: 0, checkoutShown: 0, success: 0, decline: 0, unclear: 0 });

function stepsIn<K>(map: Map<K, PlanSteps>, key: K): PlanSteps {
  let steps = map.get(key);
  if (!steps) {
    steps = noSteps();
    map.set(key, steps);
  }
  return steps;
}

function count(steps: PlanSteps, event: SiteEvent): void {
  if (event.name === "buy") steps.buy += 1;
  else if (event.name === "checkout-shown") steps.checkoutShown += 1;
  else if (event.name === "purchase") steps[event.outcome] += 1;
}

/** The funnel of the outbox's `events` entries (other kinds are ignored); the sandbox wrote only batches it had read. */
export function funnelOf(entries: readonly Record<string, unknown>[]): Funnel {
  const funnel: Funnel = {
    events: 0,
    visits: 0,
    visitsByLanguage: new Map(),
    total: noSteps(),
    byLanguage: new Map(),
    byPlan: new Map(),
    byPlanAndLanguage: new Map(),
  };
  for (const entry of entries) {
    if (entry.kind !== "events" || !Array.isArray(entry.events)) continue;
    for (const event of entry.events as SiteEvent[]) {
      funnel.events += 1;
      if (event.name === "page-view") {
        funnel.visits += 1;
        const visits = funnel.visitsByLanguage.get(event.language) ?? 0;
        funnel.visitsByLanguage.set(event.language, visits + 1);
      }
      if (!("plan" in event)) continue;
      let languages = funnel.byPlanAndLanguage.get(event.plan);
      if (!languages) {
        languages = new Map();
        funnel.byPlanAndLanguage.set(event.plan, languages);
      }
      for (const steps of [
        funnel.total,
        stepsIn(funnel.byLanguage, event.language),
        stepsIn(funnel.byPlan, event.plan),
        stepsIn(languages, event.language),
      ]) {
        count(steps, event);
      }
    }
  }
  return funnel;
}

/** `part` as a percentage of `whole`, or "–" when there is nothing to compare with. */
function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)}%`;
}

/** The steps after a visit, each with its percentage of the step before (Buy's of `visits`). */
function stepCells(visits: number, steps: PlanSteps): string[] {
  return [
    String(steps.buy),
    percent(steps.buy, visits),
    String(steps.checkoutShown),
    percent(steps.checkoutShown, steps.buy),
    String(steps.success),
    percent(steps.success, steps.checkoutShown),
    String(steps.decline),
    String(steps.unclear),
  ];
}

const STEP_HEADERS = ["buy", "%", "checkout shown", "%", "success", "%", "decline", "unclear"];

/** Columns padded to their widest cell: the leading name columns to the left, the figures to the right. */
function table(rows: string[][], nameColumns: number): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column < nameColumns
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

const byName = <V>(map: Map<string, V>): [string, V][] =>
  [...map].sort(([a], [b]) => a.localeCompare(b));

/** The funnel as three tables: by language (with visits), by plan, and by plan and language. */
export function formatFunnel(funnel: Funnel): string {
  const languages = [
    ...new Set([...funnel.visitsByLanguage.keys(), ...funnel.byLanguage.keys()]),
  ].sort((a, b) => a.localeCompare(b));
  const languageRows = languages.map((language) => {
    const visits = funnel.visitsByLanguage.get(language) ?? 0;
    return [
      language,
      String(visits),
      ...stepCells(visits, funnel.byLanguage.get(language) ?? noSteps()),
    ];
  });
  const planRows = byName(funnel.byPlan).map(([plan, steps]) => [
    plan,
    ...stepCells(funnel.visits, steps),
  ]);
  const planLanguageRows = byName(funnel.byPlanAndLanguage).flatMap(([plan, byLanguage]) =>
    byName(byLanguage).map(([language, steps]) => [
      plan,
      language,
      ...stepCells(funnel.visitsByLanguage.get(language) ?? 0, steps),
    ]),
  );
  return [
    "Each % is of the step before it; Buy's is of the visits (page views) of the row's language, or of all visits.",
    "",
    "By language",
    table(
      [
        ["language", "visits", ...STEP_HEADERS],
        ...languageRows,
        ["total", String(funnel.visits), ...stepCells(funnel.visits, funnel.total)],
      ],
      1,
    ),
    "",
    "By plan",
    table([["plan", ...STEP_HEADERS], ...planRows], 1),
    "",
    "By plan and language",
    table([["plan", "language", ...STEP_HEADERS], ...planLanguageRows], 2),
  ].join("\n");
}
