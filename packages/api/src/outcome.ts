// Every call resolves to one of these; clients never throw for network or server trouble.
export type CallOutcome<T = string> =
  | { kind: "sent"; value: T }
  | { kind: "rejected"; status: number; text: string }
  | { kind: "network-error" }
  | { kind: "timeout" };
