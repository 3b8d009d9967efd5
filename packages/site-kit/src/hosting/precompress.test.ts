import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressedTwin, writePrecompressed } from "./precompress.js";

const PAGE = `<!doctype html><main>${"<p>Your membership, your doctor, any hour.</p>".repeat(40)}</main>`;

describe("the build's precompressed files", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "precompress-"));
    await writeFile(join(dir, "page.html"), PAGE);
    await writeFile(join(dir, "tiny.txt"), "a");
    await writeFile(join(dir, "logo.png"), Buffer.from(PAGE));
    await writePrecompressed(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("gives each text file Brotli makes smaller a .br twin that decodes to it; no image, no file it would grow", async () => {
    expect((await readdir(dir)).sort()).toEqual([
      "logo.png",
      "page.html",
      "page.html.br",
      "tiny.txt",
    ]);
    const twin = await readFile(join(dir, "page.html.br"));
    expect(brotliDecompressSync(twin).toString()).toBe(PAGE);
    expect(twin.byteLength).toBeLessThan(PAGE.length / 10);
  });

  it("names the twin while it is as new as its file, and none once the file has changed since", async () => {
    const page = join(dir, "page.html");
    expect(await precompressedTwin(page)).toEqual({
      path: `${page}.br`,
      size: (await readFile(`${page}.br`)).byteLength,
    });
    const later = new Date(Date.now() + 60_000);
    await utimes(page, later, later);
    expect(await precompressedTwin(page)).toBeNull();
    expect(await precompressedTwin(join(dir, "tiny.txt"))).toBeNull();
  });
});
