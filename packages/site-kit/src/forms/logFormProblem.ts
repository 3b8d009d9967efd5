// Where the forms of a site report problems: never with what the visitor typed.

/** A failed call's outcome as the forms report it, e.g. `{ kind: "rejected", status: 500 }`. */
function isCallOutcome(value: unknown): value is { kind: string; status?: unknown } {
  return (
    typeof value === "object" && value !== null && typeof Reflect.get(value, "kind") === "string"
  );
}

/**
 * Where the forms report problems. A failed cancellation record after the e-mail went out is
 * logged only (spec §8), as a warning; anything thrown is a bug, logged as an error. Never logs form values.
 */
export function logFormProblem(problem: unknown): void {
  if (isCallOutcome(problem)) {
    const status = typeof problem.status === "number" ? ` (HTTP ${problem.status})` : "";
    console.warn(`The cancellation record was not saved: ${problem.kind}${status}.`);
    return;
  }
  console.error("A form submit failed unexpectedly:", problem);
}
