import { connect } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createSandboxServer } from "./server.ts";
import {
  validCancellation as cancellation,
  encryptForSandbox,
  postJson,
  sandboxForFile,
  startSandbox,
  TEST_KEY,
  validOrder,
} from "./test/harness.ts";

const sandbox = sandboxForFile();

describe("robustness", () => {
  it("refuses to start with a key that is not 16, 24 or 32 bytes", () => {
    expect(() =>
      createSandboxServer({ relayToken: "t", encryptionKey: "short", outboxFile: "/tmp/unused" }),
    ).toThrow(/16, 24 or 32 bytes/);
  });

  it("keeps answering after garbage on the socket and an aborted upload", async () => {
    const { port, hostname } = new URL(sandbox.origin);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => socket.end("NOT HTTP\r\n\r\n"));
      socket.on("data", () => undefined);
      socket.on("close", () => resolve());
    });
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write("POST /incoming HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\npartial");
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    const response = await postJson(`${sandbox.origin}/cancelAgmProduct`, cancellation);
    expect(response.status).toBe(200);
  });

  it("answers 500 and keeps running when the outbox cannot be written", async () => {
    // The outbox path is a directory, so appending to it fails.
    const broken = await startSandbox({ outboxFile: process.cwd() });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failed = await postJson(`${broken.origin}/cancelAgmProduct`, cancellation);
      expect(failed.status).toBe(500);
      expect(String(logged.mock.calls[0])).toMatch(/EISDIR/);
      const bad = await postJson(`${broken.origin}/cancelAgmProduct`, "{");
      expect(bad.status).toBe(400);
    } finally {
      logged.mockRestore();
      await broken.stop();
    }
  });

  it("decrypts with the configured key only", async () => {
    const other = await startSandbox({ encryptionKey: "0123456789abcdef" });
    try {
      const order = JSON.stringify(validOrder());
      const wrong = await postJson(
        `${other.origin}/encryptionApi`,
        encryptForSandbox(order, TEST_KEY),
      );
      expect(wrong.status).toBe(400);
      const right = await postJson(
        `${other.origin}/encryptionApi`,
        encryptForSandbox(order, "0123456789abcdef"),
      );
      expect(right.status).toBe(200);
    } finally {
      await other.stop();
    }
  });
});
