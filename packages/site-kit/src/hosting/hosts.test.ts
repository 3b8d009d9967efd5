import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readDeployment } from "../config/env.js";
import { policyInputs } from "../test/policyInputs.js";
import { buildFiles, HOSTS, type HostId, hostById, writeHostFiles } from "./hosts.js";
import { hostingFiles, hostingPolicy } from "./policy.js";

let root: string;
let dist: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "site-hosts-"));
  dist = join(root, "dist");
  await mkdir(join(dist, "assets"), { recursive: true });
  await mkdir(join(root, "deploy"));
  for (const file of [
    "index.html",
    "index.html.br",
    "checkout.html",
    "404.html",
    "assets/a-1.js",
  ]) {
    await writeFile(join(dist, file), file);
  }
  const policy = hostingPolicy(readDeployment({}), policyInputs(readDeployment({})));
  await writeFile(hostingFiles(dist).policyJson, JSON.stringify(policy));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("membership-site deploy-config", () => {
  it.each([
    ["cloudflare-pages", ["dist/_headers"], false],
    ["netlify", ["dist/_headers", "dist/_redirects"], false],
    ["vercel", ["dist/vercel.json"], false],
    ["nginx", ["deploy/nginx-site.conf", "deploy/nginx-brotli.conf"], true],
    ["s3-cloudfront", ["deploy/s3-cloudfront/upload.sh"], true],
  ] as const)(
    "--host %s writes %j, and only that host's files stay in dist/",
    async (id, files, keepsTwins) => {
      // Another host's files from an earlier run, as a build that moved hosts would have.
      for (const file of ["_headers", "_redirects", "vercel.json"])
        await writeFile(join(dist, file), "old");
      const written = await writeHostFiles(id as HostId, dist);
      for (const file of files) expect(written).toContain(join(root, file));
      for (const file of ["_headers", "_redirects", "vercel.json"]) {
        const path = `dist/${file}`;
        expect(existsSync(join(root, path)), path).toBe(
          (files as readonly string[]).includes(path),
        );
        if (existsSync(join(root, path)))
          expect(await readFile(join(root, path), "utf8")).not.toBe("old");
      }
      // Hosts that compress on their own would serve the Brotli twins as files of their own.
      expect(existsSync(join(dist, "index.html.br"))).toBe(keepsTwins);
    },
  );

  it("lists the build's files a host serves: no host's file, no .br twin", async () => {
    await writeFile(join(dist, "_headers"), "");
    expect(await buildFiles(dist)).toEqual([
      "404.html",
      "assets/a-1.js",
      "checkout.html",
      "index.html",
    ]);
  });

  it("names the hosts it knows when asked for another", () => {
    expect(() => hostById("github-pages")).toThrow(
      `Unknown host "github-pages": choose one of ${HOSTS.map((host) => host.id).join(", ")}.`,
    );
  });
});
