// A bounded autocannon run against each endpoint: requests per second and p99 latency, errors, non-2xx replies and outbox records lost.
import autocannon from "autocannon";
import { encryptForSandbox, relayForm, validOrder } from "../src/test/harness.ts";

export interface LoadTarget {
  /** Base URL of a running sandbox, e.g. http://127.0.0.1:8787. */
  url: string;
  relayToken: string;
  encryptionKey: string;
  /** Outbox lines so far, parsed. */
  outbox(): Promise<Record<string, unknown>[]>;
}

export interface LoadOptions {
  /** Requests per endpoint. */
  requests: number;
  connections: number;
  /** Upper bound of each endpoint's run, in seconds: a stuck server ends the run with errors. */
  maxSeconds: number;
}

export interface EndpointFigures {
  endpoint: string;
  requests: number;
  ok: number;
  errors: number;
  non2xx: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Successful requests that left no outbox line. */
  lostRecords: number;
}

interface Call {
  endpoint: string;
  /** The outbox `kind` each successful call appends. */
  kind: string;
  contentType: string;
  body: Buffer;
}

async function calls(target: LoadTarget): Promise<Call[]> {
  const relay = new Request("http://sandbox.local/incoming", {
    method: "POST",
    body: relayForm({
      website: "load.test",
      message: "Load test\n\nMessage: card 4111 1111 1111 1111",
      token: target.relayToken,
    }),
  });
  const cancellation = {
    orderId: "LOAD-1",
    phoneNumber: "3055550123",
    email: "load@example.test",
    motivo: "Too expensive",
    message: "No additional details",
    web_url: "load.test",
  };
  return [
    {
      endpoint: "/incoming",
      kind: "relay-message",
      contentType: relay.headers.get("content-type") ?? "",
      body: Buffer.from(await relay.arrayBuffer()),
    },
    {
      endpoint: "/cancelAgmProduct",
      kind: "cancellation-record",
      contentType: "application/json",
      body: Buffer.from(JSON.stringify(cancellation)),
    },
    {
      endpoint: "/encryptionApi",
      kind: "payment",
      contentType: "application/json",
      body: Buffer.from(
        JSON.stringify(encryptForSandbox(JSON.stringify(validOrder()), target.encryptionKey)),
      ),
    },
  ];
}

/** autocannon's result, and the seconds from the start to the last response (its own end waits for a whole-second tick). */
function fire(
  url: string,
  call: Call,
  options: LoadOptions,
): Promise<{ result: autocannon.Result; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon(
      {
        url: `${url}${call.endpoint}`,
        method: "POST",
        headers: { "content-type": call.contentType },
        body: call.body,
        amount: options.requests,
        connections: options.connections,
        timeout: 10,
      },
      (error, result) =>
        error ? reject(error) : resolve({ result, seconds: (lastResponse - started) / 1000 }),
    );
    instance.on("response", () => {
      lastResponse = performance.now();
    });
    const limit = setTimeout(() => instance.stop(), options.maxSeconds * 1000);
    instance.on("done", () => clearTimeout(limit));
  });
}

const countKind = (lines: Record<string, unknown>[], kind: string) =>
  lines.filter((line) => line.kind === kind).length;

/** Runs each endpoint in turn and compares the outbox with the successful requests. */
export async function runLoad(
  target: LoadTarget,
  options: LoadOptions,
): Promise<EndpointFigures[]> {
  const figures: EndpointFigures[] = [];
  for (const call of await calls(target)) {
    const before = countKind(await target.outbox(), call.kind);
    const { result, seconds } = await fire(target.url, call, options);
    const written = countKind(await target.outbox(), call.kind) - before;
    const answered = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
    figures.push({
      endpoint: call.endpoint,
      requests: answered,
      ok: result["2xx"],
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      requestsPerSecond: seconds > 0 ? answered / seconds : 0,
      p99Ms: result.latency.p99,
      lostRecords: result["2xx"] - written,
    });
  }
  return figures;
}

/** What makes a run fail: errors, non-2xx replies, unanswered requests or records not written. */
export function loadProblems(figures: readonly EndpointFigures[], requests: number): string[] {
  return figures.flatMap((figure) => {
    const problems: string[] = [];
    if (figure.errors > 0) problems.push(`${figure.errors} connection errors or timeouts`);
    if (figure.non2xx > 0) problems.push(`${figure.non2xx} non-2xx replies`);
    if (figure.requests < requests) problems.push(`${figure.requests} of ${requests} answered`);
    if (figure.lostRecords !== 0) problems.push(`${figure.lostRecords} outbox records lost`);
    return problems.map((problem) => `${figure.endpoint}: ${problem}`);
  });
}
