import { rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILES, getRaw, POLICY, writeSiteFolder } from "../test/staticSite.js";
import { createStaticServer } from "./staticServer.js";

let rootDir: string;
let server: ReturnType<typeof createStaticServer>;
let origin: string;

beforeAll(async () => {
  rootDir = await writeSiteFolder();
  // A secret next to the served folder: traversal must never reach it.
  await writeFile(join(rootDir, "..", `${rootDir.split("/").pop()}-secret.txt`), "secret");
  server = createStaticServer(rootDir, POLICY);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(join(rootDir, "..", `${rootDir.split("/").pop()}-secret.txt`), { force: true });
  await rm(rootDir, { recursive: true, force: true });
});

describe("the address rule", () => {
  it.each([
    ["/", 200, "<h1>home</h1>"],
    ["/about-us", 200, "<h1>about</h1>"],
    ["/about-us?utm_source=mail", 200, "<h1>about</h1>"],
    ["/docs/", 200, "<h1>docs index</h1>"],
    ["/no-such-page", 404, "<h1>Error 404</h1>"],
    ["/about-us/deeper", 404, "<h1>Error 404</h1>"],
    ["/assets/missing-123.js", 404, "<h1>Error 404</h1>"],
    ["/%E0%A4%A", 404, "<h1>Error 404</h1>"],
    // A language's folder answers with its own 404 page, in its language.
    ["/es/", 200, "<h1>inicio</h1>"],
    ["/es/no-such-page", 404, "<h1>Error 404 (es)</h1>"],
    ["/es/deeper/still", 404, "<h1>Error 404 (es)</h1>"],
    ["/docs/no-such-page", 404, "<h1>Error 404</h1>"],
  ])("GET %s answers %i with the right file", async (path, status, body) => {
    const response = await fetch(origin + path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
  });

  it.each([
    ["/index.html", "/"],
    ["/about-us/", "/about-us"],
    ["/about-us.html", "/about-us"],
    ["/about-us/?utm_source=mail", "/about-us?utm_source=mail"],
    ["/docs", "/docs/"],
    ["/docs/index.html", "/docs/"],
    ["/es", "/es/"],
  ])(
    "GET %s redirects (308) to the page's address %s, with the path's headers",
    async (path, location) => {
      const response = await fetch(origin + path, { redirect: "manual" });
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe(location);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toBe(
        POLICY.securityHeaders["Content-Security-Policy"],
      );
    },
  );

  // fetch() would normalize "/../" away: send the raw path as a hostile client would.
  it.each([
    ["/../", "plain"],
    ["/%2e%2e/", "encoded dots"],
    ["/assets/..%2f..%2f", "encoded slashes"],
    ["/..%5c", "encoded backslash"],
  ])("never serves files outside the folder (%s, %s)", async (prefix) => {
    const { status, body } = await rawGet(`${prefix}${rootDir.split("/").pop()}-secret.txt`);
    expect(status).toBe(404);
    expect(body).not.toContain("secret");
  });
});

function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, method: "GET" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("headers", () => {
  it.each([
    ["/", "text/html; charset=utf-8"],
    ["/no-such-page", "text/html; charset=utf-8"],
    ["/assets/index-AbC123.js", "text/javascript; charset=utf-8"],
    ["/assets/index-AbC123.css", "text/css; charset=utf-8"],
    ["/favicon.svg", "image/svg+xml"],
    ["/robots.txt", "text/plain; charset=utf-8"],
  ])("%s is sent as %s", async (path, contentType) => {
    const response = await fetch(origin + path);
    expect(response.headers.get("content-type")).toBe(contentType);
  });

  it("caches hashed assets for a year, revalidates pages and never keeps a 404", async () => {
    const asset = await fetch(`${origin}/assets/index-AbC123.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await fetch(`${origin}/about-us`);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    for (const path of ["/nope", "/assets/missing-123.js"]) {
      const missing = await fetch(`${origin}${path}`);
      expect(missing.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it.each([
    ["/", 200],
    ["/assets/index-AbC123.js", 200],
    ["/no-such-page", 404],
  ])("sends the policy's security headers with %s (%i)", async (path, status) => {
    const response = await fetch(origin + path);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(POLICY.securityHeaders)) {
      expect(response.headers.get(name)).toBe(value);
    }
  });

  it("answers HEAD with headers and no body", async () => {
    const response = await fetch(`${origin}/about-us`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(FILES["about-us.html"].length));
    expect(await response.text()).toBe("");
  });

  it.each([
    ["/about-us", "gzip", "gzip", FILES["about-us.html"]],
    ["/assets/index-AbC123.js", "gzip", "gzip", FILES["assets/index-AbC123.js"]],
    ["/no-such-page", "gzip", "gzip", FILES["404.html"]],
    ["/about-us", "identity", undefined, FILES["about-us.html"]],
    // Chromium's header: Brotli wins.
    ["/about-us", "gzip, deflate, br, zstd", "br", FILES["about-us.html"]],
    ["/assets/index-AbC123.js", "br", "br", FILES["assets/index-AbC123.js"]],
    ["/about-us", "br;q=0, gzip", "gzip", FILES["about-us.html"]],
  ])(
    "sends %s with Accept-Encoding %s as %s, the same text",
    async (path, accepted, encoding, text) => {
      const { headers, body } = await getRaw(`${origin}${path}`, accepted);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers.vary).toBe("Accept-Encoding");
      const decoded =
        encoding === "br"
          ? brotliDecompressSync(body)
          : encoding === "gzip"
            ? gunzipSync(body)
            : body;
      expect(decoded.toString()).toBe(text);
    },
  );

  it("refuses other methods", async () => {
    const response = await fetch(`${origin}/`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
