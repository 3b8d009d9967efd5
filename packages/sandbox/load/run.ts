// `pnpm --filter @membership/sandbox load`: starts the sandbox as its own process on 127.0.0.1, loads each endpoint with autocannon, prints the figures; exits 1 on any error or lost record.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_KEY, TEST_TOKEN } from "../src/test/harness.ts";
import { loadProblems, runLoad } from "./load.ts";

const requests = Number(process.env.LOAD_REQUESTS ?? 5_000);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
const maxSeconds = Number(process.env.LOAD_MAX_SECONDS ?? 60);

const folder = await mkdtemp(join(tmpdir(), "sandbox-load-"));
const outboxFile = join(folder, "outbox.jsonl");
const server = spawn(process.execPath, [join(import.meta.dirname, "..", "src", "cli.ts")], {
  env: {
    ...process.env,
    SANDBOX_PORT: "0",
    SANDBOX_RELAY_TOKEN: TEST_TOKEN,
    SANDBOX_ENCRYPTION_KEY: TEST_KEY,
    SANDBOX_OUTBOX: outboxFile,
  },
  stdio: ["ignore", "pipe", "inherit"],
});

try {
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout?.on("data", (chunk: Buffer) => {
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString());
      if (found) resolve(found[0]);
    });
    server.on("exit", (code) =>
      reject(new Error(`The sandbox exited (${code}) before listening.`)),
    );
  });
  console.info(`Sandbox ${url}: ${requests} requests per endpoint, ${connections} connections.\n`);
  const figures = await runLoad(
    {
      url,
      relayToken: TEST_TOKEN,
      encryptionKey: TEST_KEY,
      async outbox() {
        const text = await readFile(outboxFile, "utf8").catch(() => "");
        return text
          .split("\n")
          .filter((line) => line !== "")
          .map((line) => JSON.parse(line));
      },
    },
    { requests, connections, maxSeconds },
  );
  const rows = [
    ["endpoint", "requests", "2xx", "req/s", "p99 ms", "errors", "non-2xx", "lost records"],
    ...figures.map((figure) => [
      figure.endpoint,
      figure.requests,
      figure.ok,
      Math.round(figure.requestsPerSecond),
      figure.p99Ms,
      figure.errors,
      figure.non2xx,
      figure.lostRecords,
    ]),
  ].map((row) => row.map(String));
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of rows) {
    console.info(row.map((cell, column) => cell.padStart(widths?.[column] ?? 0)).join("  "));
  }
  const problems = loadProblems(figures, requests);
  for (const problem of problems) console.error(`FAIL ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  server.kill();
  await rm(folder, { recursive: true, force: true });
}
