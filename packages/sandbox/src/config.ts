import { resolve } from "node:path";

// Development defaults: they match the site's own development defaults, so `pnpm dev` works untouched.
export const DEFAULT_PORT = 8787;
export const DEFAULT_RELAY_TOKEN = "sandbox-relay-token";
/** Exactly 32 bytes of UTF-8: AES-256. */
export const DEFAULT_ENCRYPTION_KEY = "sandbox-encryption-key-32-bytes!";
/** Where the outbox goes unless SANDBOX_OUTBOX says otherwise: outbox/outbox.jsonl in the folder it is started from. */
export function defaultOutboxFile(cwd: string = process.cwd()): string {
  return resolve(cwd, "outbox", "outbox.jsonl");
}

export interface SandboxOptions {
  /** The only `token` form-data value that /incoming accepts. */
  relayToken: string;
  /** Key of the payment order: 16, 24 or 32 bytes of UTF-8. */
  encryptionKey: string;
  /** JSON Lines file that receives every accepted call. */
  outboxFile: string;
  /** Origins allowed by CORS besides any http(s)://localhost, 127.0.0.1 or [::1] origin. */
  allowedOrigins?: readonly string[];
}

export interface SandboxEnvironment extends SandboxOptions {
  port: number;
}

/** Reads SANDBOX_PORT, SANDBOX_RELAY_TOKEN, SANDBOX_ENCRYPTION_KEY, SANDBOX_OUTBOX, SANDBOX_ALLOWED_ORIGINS. */
export function readSandboxEnvironment(env: NodeJS.ProcessEnv): SandboxEnvironment {
  const portText = env.SANDBOX_PORT?.trim() || String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) {
    throw new Error(`SANDBOX_PORT must be a port number (0-65535); it is "${portText}".`);
  }
  return {
    port,
    relayToken: env.SANDBOX_RELAY_TOKEN || DEFAULT_RELAY_TOKEN,
    encryptionKey: env.SANDBOX_ENCRYPTION_KEY || DEFAULT_ENCRYPTION_KEY,
    outboxFile: env.SANDBOX_OUTBOX || defaultOutboxFile(),
    allowedOrigins: (env.SANDBOX_ALLOWED_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ""),
  };
}
