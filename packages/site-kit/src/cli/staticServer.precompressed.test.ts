import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePrecompressed } from "../hosting/precompress.js";
import { getRaw, POLICY } from "../test/staticSite.js";
import { createStaticServer } from "./staticServer.js";

describe("the build's precompressed files", () => {
  const PAGE = `<!doctype html><main>${"<p>Your membership, your doctor, any hour.</p>".repeat(40)}</main>`;
  let dir: string;
  let served: ReturnType<typeof createStaticServer>;
  let at: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "site-precompressed-"));
    await writeFile(join(dir, "index.html"), "<h1>home</h1>");
    await writeFile(join(dir, "price.html"), PAGE);
    await writePrecompressed(dir);
    served = createStaticServer(dir, POLICY);
    await new Promise<void>((resolve) => served.listen(0, "127.0.0.1", resolve));
    at = `http://127.0.0.1:${(served.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => served.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const get = (accepted: string) => getRaw(`${at}/price`, accepted);

  it("sends a browser that takes Brotli the page's .br file, byte for byte, with its length", async () => {
    const twin = await readFile(join(dir, "price.html.br"));
    const { headers, body } = await get("gzip, deflate, br, zstd");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBe(String(twin.byteLength));
    expect(body.equals(twin)).toBe(true);
  });

  it("compresses the page itself for gzip, and once the page has changed since its .br was written", async () => {
    expect(gunzipSync((await get("gzip")).body).toString()).toBe(PAGE);
    const changed = PAGE.replace("any hour", "every hour");
    await writeFile(join(dir, "price.html"), changed);
    // Dated after its .br, as an edit is: a rewrite within the clock's tick would keep the .br's own time.
    const twinTime = (await stat(join(dir, "price.html.br"))).mtime;
    await utimes(join(dir, "price.html"), twinTime, new Date(twinTime.getTime() + 1000));
    const { headers, body } = await get("br");
    expect(headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(body).toString()).toBe(changed);
  });
});
