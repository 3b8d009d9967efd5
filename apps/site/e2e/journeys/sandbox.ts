// The real sandbox backend (@membership/sandbox) on a free port, with the e2e build's token and key, for journeys without fakes.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { E2E_BUILD_ENV } from "../e2eEnv.ts";
import { API_HOST } from "./backend.ts";

const SANDBOX_SERVER = resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "..",
  "packages",
  "sandbox",
  "src",
  "cli.ts",
);

export interface RunningSandbox {
  origin: string;
  /** The JSON lines the sandbox appended to its outbox: what it would have e-mailed or charged. */
  outbox(): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

export interface SandboxSecrets {
  relayToken: string;
  encryptionKey: string;
}

/** Starts `node packages/sandbox/src/cli.ts` on 127.0.0.1 with a free port and a fresh outbox; the e2e build's secrets unless told. */
export async function startSandbox(
  secrets: SandboxSecrets = {
    relayToken: E2E_BUILD_ENV.VITE_RELAY_TOKEN,
    encryptionKey: E2E_BUILD_ENV.VITE_PAYMENT_ENCRYPTION_KEY,
  },
): Promise<RunningSandbox> {
  const directory = await mkdtemp(join(tmpdir(), "site-journey-sandbox-"));
  const outboxFile = join(directory, "outbox.jsonl");
  const child: ChildProcess = spawn(process.execPath, [SANDBOX_SERVER], {
    env: {
      ...process.env,
      SANDBOX_PORT: "0",
      SANDBOX_RELAY_TOKEN: secrets.relayToken,
      SANDBOX_ENCRYPTION_KEY: secrets.encryptionKey,
      SANDBOX_OUTBOX: outboxFile,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const origin = await new Promise<string>((resolveOrigin, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /Sandbox backend on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolveOrigin(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`The sandbox exited (${code}): ${output}`)));
    setTimeout(() => reject(new Error(`The sandbox did not start: ${output}`)), 15_000);
  });
  return {
    origin,
    async outbox() {
      const text = await readFile(outboxFile, "utf8").catch(() => "");
      return text
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Sends the page's backend calls to the sandbox: the browser itself makes them, at the sandbox's address. */
export async function routeBackendToSandbox(page: Page, sandbox: RunningSandbox): Promise<void> {
  await page.route(`${API_HOST}/**`, (route) =>
    route.continue({ url: route.request().url().replace(API_HOST, sandbox.origin) }),
  );
}
