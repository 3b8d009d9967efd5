import { describe, expect, it } from "vitest";
import {
  answer,
  validCancellation as cancellation,
  postJson,
  relayForm,
  sandboxForFile,
  TEST_TOKEN,
} from "./test/harness.ts";

const sandbox = sandboxForFile();

describe("every endpoint", () => {
  it.each(["/incoming", "/cancelAgmProduct", "/encryptionApi", "/csp-reports", "/events"])(
    "answers a body over 64 KB on %s with 413",
    async (path) => {
      const response = await fetch(`${sandbox.origin}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "x".repeat(64 * 1024 + 1),
      });
      expect(await answer(response)).toEqual({
        status: 413,
        text: "The body is larger than 64 KB.",
      });
    },
  );

  it("reads a body of exactly 64 KB", async () => {
    const json = JSON.stringify({ ...cancellation, email: "bad" });
    const response = await postJson(
      `${sandbox.origin}/cancelAgmProduct`,
      json.padEnd(64 * 1024, " "),
    );
    expect(response.status).toBe(422);
  });

  it.each([
    { method: "GET", path: "/incoming", status: 405 },
    { method: "PUT", path: "/encryptionApi", status: 405 },
    { method: "POST", path: "/charge", status: 404 },
  ])("answers $method $path with $status", async ({ method, path, status }) => {
    const response = await fetch(`${sandbox.origin}${path}`, { method });
    expect(response.status).toBe(status);
    if (status === 405) expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });
});

describe("CORS", () => {
  it.each([
    "http://localhost:5173",
    "http://127.0.0.1:4173",
    "http://[::1]:3000",
    "https://sister-site.test",
  ])("answers a preflight from %s", async (origin) => {
    const response = await fetch(`${sandbox.origin}/encryptionApi`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toContain("content-type");
  });

  it.each(["https://elsewhere.test", "http://localhost.elsewhere.test", "null"])(
    "refuses the origin %s",
    async (origin) => {
      const preflight = await fetch(`${sandbox.origin}/incoming`, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST" },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      const post = await fetch(`${sandbox.origin}/incoming`, {
        method: "POST",
        headers: { Origin: origin },
        body: relayForm({ website: "w", message: "m", token: TEST_TOKEN }),
      });
      expect(post.status).toBe(403);
    },
  );

  it("lets the site read the reply of an allowed origin", async () => {
    const response = await fetch(`${sandbox.origin}/incoming`, {
      method: "POST",
      headers: { Origin: "http://localhost:5173" },
      body: relayForm({ website: "w", message: "m", token: TEST_TOKEN }),
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });
});
