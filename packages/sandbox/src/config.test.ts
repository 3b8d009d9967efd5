import { describe, expect, it } from "vitest";
import {
  DEFAULT_ENCRYPTION_KEY,
  DEFAULT_RELAY_TOKEN,
  defaultOutboxFile,
  readSandboxEnvironment,
} from "./config.ts";

describe("readSandboxEnvironment", () => {
  it("falls back to the site's development defaults", () => {
    expect(readSandboxEnvironment({})).toEqual({
      port: 8787,
      relayToken: "sandbox-relay-token",
      encryptionKey: "sandbox-encryption-key-32-bytes!",
      outboxFile: defaultOutboxFile(),
      allowedOrigins: [],
    });
    expect(defaultOutboxFile("/sites/brand")).toBe("/sites/brand/outbox/outbox.jsonl");
  });

  it("has a default key of exactly 32 bytes (AES-256)", () => {
    expect(Buffer.byteLength(DEFAULT_ENCRYPTION_KEY, "utf8")).toBe(32);
    expect(DEFAULT_RELAY_TOKEN).toBe("sandbox-relay-token");
  });

  it("reads every variable", () => {
    expect(
      readSandboxEnvironment({
        SANDBOX_PORT: "9000",
        SANDBOX_RELAY_TOKEN: "t",
        SANDBOX_ENCRYPTION_KEY: "0123456789abcdef",
        SANDBOX_OUTBOX: "/tmp/o.jsonl",
        SANDBOX_ALLOWED_ORIGINS: "https://a.test, https://b.test,",
      }),
    ).toEqual({
      port: 9000,
      relayToken: "t",
      encryptionKey: "0123456789abcdef",
      outboxFile: "/tmp/o.jsonl",
      allowedOrigins: ["https://a.test", "https://b.test"],
    });
  });

  it.each(["http", "-1", "70000", "80.5"])("rejects SANDBOX_PORT=%s", (port) => {
    expect(() => readSandboxEnvironment({ SANDBOX_PORT: port })).toThrow(/SANDBOX_PORT/);
  });
});
