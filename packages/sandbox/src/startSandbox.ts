// The sandbox for a test or a benchmark: on a free port of 127.0.0.1, in this process, with an outbox of its own.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_ENCRYPTION_KEY, DEFAULT_RELAY_TOKEN, type SandboxOptions } from "./config.ts";
import { createSandboxServer } from "./server.ts";

export interface RunningSandbox {
  /** Where it answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
  origin: string;
  outboxFile: string;
  /** The outbox's JSON lines so far, parsed: what it would have e-mailed or charged. */
  outbox(): Promise<Record<string, unknown>[]>;
  outboxText(): Promise<string>;
  /** Closes it and removes its outbox. */
  stop(): Promise<void>;
}

/** Starts the sandbox with the development token and key unless told, and an outbox in a fresh temporary folder. */
export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const folder = await mkdtemp(join(tmpdir(), "membership-sandbox-"));
  const outboxFile = join(folder, "outbox", "outbox.jsonl");
  const server = createSandboxServer({
    relayToken: DEFAULT_RELAY_TOKEN,
    encryptionKey: DEFAULT_ENCRYPTION_KEY,
    outboxFile,
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const outboxText = () => readFile(outboxFile, "utf8").catch(() => "");
  return {
    origin: `http://127.0.0.1:${port}`,
    outboxFile,
    outboxText,
    async outbox() {
      return (await outboxText())
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line));
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
