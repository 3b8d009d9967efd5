// The report of the payment-page check: what it found for each header and script, and how an operator reads it.

export interface HeaderResult {
  name: string;
  /** The value the record says a 200 answer of the payment page carries. */
  expected: string;
  /** The value the page answered with, or null when it sent none. */
  actual: string | null;
}

export interface ScriptResult {
  /** The script's URL, or "inline 'sha256-…'" for an inline script. */
  script: string;
  /** Its hash as served: the SRI value of a first-party file, the CSP hash of an inline script, null for a third party's. */
  hash: string | null;
  /** What the record says it is, or null when the record does not list it. */
  purpose: string | null;
  /** How it differs from the record; empty when it is as recorded. */
  drift: string[];
}

export interface PaymentPageReport {
  url: string;
  status: number | null;
  headers: HeaderResult[];
  scripts: ScriptResult[];
  /** Content-Security-Policy violations the page reported: something tried to run or load what the policy forbids. */
  cspViolations: string[];
  /** Every difference from the record; empty when the page is as the build left it. */
  drift: string[];
}

/** What is wrong with a header, or null when it is sent as recorded. */
export function headerDrift(header: HeaderResult): string | null {
  if (header.actual === header.expected) return null;
  return header.actual === null
    ? `missing header ${header.name} (weakened): expected "${header.expected}"`
    : `header ${header.name}: expected "${header.expected}", got "${header.actual}"`;
}

/** The report an operator reads: each header and script with its verdict, then the result. */
export function formatReport(report: PaymentPageReport): string {
  return [
    `Payment page check of ${report.url} (status ${report.status ?? "none"}) against the build's record`,
    "Security headers:",
    ...report.headers.map((header) => {
      const drift = headerDrift(header);
      return drift === null ? `  ok     ${header.name}` : `  DRIFT  ${drift}`;
    }),
    "Scripts:",
    ...report.scripts.flatMap((script) => {
      if (script.drift.length === 0) {
        const hash = script.hash && !script.script.startsWith("inline ") ? ` ${script.hash}` : "";
        return [`  ok     ${script.script}${hash} (${script.purpose ?? "authorised"})`];
      }
      return script.drift.map((line) => `  DRIFT  ${script.script}: ${line}`);
    }),
    ...(report.cspViolations.length > 0
      ? ["CSP violations:", ...report.cspViolations.map((violation) => `  DRIFT  ${violation}`)]
      : []),
    report.drift.length === 0
      ? "Result: OK, the payment page matches the build's record (script hashes and headers)."
      : `Result: DRIFT, ${report.drift.length} difference(s):\n${report.drift.map((line) => `  - ${line}`).join("\n")}`,
  ].join("\n");
}
