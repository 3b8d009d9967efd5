import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { metadata, rendered, SERVED } from "../test/cloudfrontDistribution.js";

describe("upload.sh", () => {
  const dir = mkdtempSync(join(tmpdir(), "s3-cloudfront-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const deployDir = join(dir, "deploy", "s3-cloudfront");
  mkdirSync(deployDir, { recursive: true });
  for (const [name, content] of Object.entries(rendered))
    writeFileSync(join(deployDir, name), content);
  const script = join(deployDir, "upload.sh");
  // A fake `aws` first on PATH: one line a call, its arguments joined by \x1f; the ETag or ID where one is asked for.
  const bin = join(dir, "bin");
  const log = join(dir, "aws.log");
  mkdirSync(bin);
  writeFileSync(
    join(bin, "aws"),
    [
      "#!/bin/sh",
      `for arg in "$@"; do printf '%s\\037' "$arg"; done >> "$AWS_LOG"`,
      `printf '\\n' >> "$AWS_LOG"`,
      'case "$*" in *--query*) echo FAKE-ETAG-OR-ID ;; esac',
    ].join("\n"),
  );
  chmodSync(join(bin, "aws"), 0o755);
  const run = (env: Record<string, string>) =>
    spawnSync("sh", [script], {
      encoding: "utf8",
      env: { PATH: `${bin}:${process.env.PATH}`, AWS_LOG: log, ...env },
    });

  it("passes sh -n", () => {
    expect(() => execFileSync("sh", ["-n", script])).not.toThrow();
  });

  it("stops before any call without the bucket or the distribution", () => {
    const result = run({ CLOUDFRONT_DISTRIBUTION_ID: "E2EXAMPLE" });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("Set S3_BUCKET");
    expect(() => readFileSync(log, "utf8")).toThrow();
  });

  it("uploads assets first and pages last with their metadata, then invalidates what is not hashed", () => {
    const result = run({
      S3_BUCKET: "site-bucket",
      CLOUDFRONT_DISTRIBUTION_ID: "E2EXAMPLE",
      // Nothing from the environment but the two names reaches a call.
      TEST_CARD_NUMBER: "4242424242424242",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const calls = readFileSync(log, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => line.split("\x1f").slice(0, -1));
    const uploads = calls.flatMap((args, index) =>
      args[0] === "s3" && args[1] === "cp" ? [{ index, args }] : [],
    );
    const uploaded = uploads.map(({ args }) => {
      const key = (args[3] ?? "").replace("s3://site-bucket/", "");
      expect(args).toEqual([
        "s3",
        "cp",
        `${deployDir}/../../dist/${key}`,
        `s3://site-bucket/${key}`,
        "--content-type",
        metadata[key]?.ContentType,
        "--cache-control",
        metadata[key]?.CacheControl,
        "--only-show-errors",
      ]);
      return key;
    });
    expect(uploaded.sort()).toEqual([...SERVED].sort());
    const at = (match: (args: string[]) => boolean) => calls.findIndex(match);
    const lastAsset = Math.max(
      ...uploads.filter(({ args }) => args[3]?.includes("/assets/")).map(({ index }) => index),
    );
    const firstPage = Math.min(
      ...uploads.filter(({ args }) => args[3]?.endsWith(".html")).map(({ index }) => index),
    );
    expect(lastAsset).toBeLessThan(firstPage);
    for (const step of ["update-response-headers-policy", "publish-function"]) {
      const index = at((args) => args[1] === step);
      expect(index).toBeGreaterThan(lastAsset);
      expect(index).toBeLessThan(firstPage);
    }
    expect(calls.filter((args) => args[1] === "update-response-headers-policy")).toHaveLength(3);
    const invalidation = calls.at(-1) ?? [];
    expect(invalidation.slice(0, 5)).toEqual([
      "cloudfront",
      "create-invalidation",
      "--distribution-id",
      "E2EXAMPLE",
      "--paths",
    ]);
    expect(invalidation.slice(5).sort()).toEqual(
      SERVED.filter((file) => !file.startsWith("assets/"))
        .map((file) => `/${file.split("/").map(encodeURIComponent).join("/")}`)
        .sort(),
    );
    const every = calls.flat();
    expect(every.filter((arg) => arg.endsWith(".br"))).toEqual([]);
    expect(every.filter((arg) => /\d{13,19}|card|cvc|cvv/i.test(arg))).toEqual([]);
  });
});
