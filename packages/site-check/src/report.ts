// The smoke walk's report: one `ok    …` or `FAIL  …` line per check, the failed ones kept for the summary.
export type Report = (ok: boolean, line: string) => void;

/** A report that prints each line and adds the failed ones to `problems`. */
export function reporter(problems: string[]): Report {
  return (ok, line) => {
    console.info(`${ok ? "ok   " : "FAIL "} ${line}`);
    if (!ok) problems.push(line);
  };
}
