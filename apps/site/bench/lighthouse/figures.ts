// One Lighthouse run of one URL, and the figures the bench reads from its report.
import lighthouse, { type Flags, type Result } from "lighthouse";
import { killChrome, launchChrome, openPageWithSession } from "./chrome.ts";

/** One Lighthouse run (launch, load, audit; ~10 s here) is abandoned after this. */
const RUN_TIMEOUT_MS = 90_000;

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

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
export type MetricId = keyof typeof METRICS;

export interface Figures {
  scores: Record<Category, number | null>;
  /** FCP, LCP, TBT, CLS, Speed Index, transferred bytes, JS bytes, requests, unused JS bytes, JS boot-up ms. */
  metrics: Record<MetricId, number | null>;
  failed: { category: string; id: string; title: string; example: string }[];
  warnings: string[];
  finalUrl: string;
}

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

function metricOf(lhr: Result, key: MetricId): number | null {
  const audit = lhr.audits[METRICS[key]];
  // resource-summary lists transfer size and request count per resource type.
  if (key === "jsBytes" || key === "requests") {
    const items = (audit?.details as { items?: ResourceRow[] } | undefined)?.items ?? [];
    const row = items.find(
      (item) => item.resourceType === (key === "jsBytes" ? "script" : "total"),
    );
    return key === "jsBytes" ? (row?.transferSize ?? 0) : (row?.requestCount ?? null);
  }
  // unused-javascript reports its savings in bytes in details.overallSavingsBytes.
  if (key === "unusedJs") {
    const details = audit?.details as { overallSavingsBytes?: number } | undefined;
    return details?.overallSavingsBytes ?? (audit ? 0 : null);
  }
  return audit?.numericValue ?? null;
}

/** The weighted audits of the non-performance categories that did not pass. */
function failedAudits(lhr: Result): Figures["failed"] {
  return CATEGORIES.slice(1).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return ref.weight > 0 && audit && audit.score !== null && audit.score < 1
        ? [{ category, id: ref.id, title: audit.title, example: exampleOf(audit) }]
        : [];
    }),
  );
}

function figuresOf(lhr: Result): Figures {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]),
    ) as Figures["scores"],
    metrics: Object.fromEntries(
      (Object.keys(METRICS) as MetricId[]).map((key) => [key, metricOf(lhr, key)]),
    ) as Figures["metrics"],
    failed: failedAudits(lhr),
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

/** What a page holds in sessionStorage as it opens, as [key, value] entries (a stored plan for /checkout). */
export type SessionEntries = readonly (readonly [key: string, value: string])[];

/**
 * Lighthouse's default configuration, the mobile preset (Moto G Power, slow 4G, 4x CPU, simulated), in a fresh
 * Chromium; with `session`, the page finds those entries in its sessionStorage from its first script.
 */
export async function runLighthouse(url: string, session?: SessionEntries): Promise<Figures> {
  const chrome = await launchChrome();
  const flags: Flags = {
    port: chrome.port,
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    maxWaitForLoad: 45_000,
  };
  try {
    const page = session
      ? await openPageWithSession(chrome, new URL(url).origin, session)
      : undefined;
    const result = await withTimeout(
      lighthouse(url, flags, undefined, page),
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
