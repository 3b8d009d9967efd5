// A copy of the build as a reseller deploys it to one host: dist/ and deploy/ copied, then the kit's own
// `membership-site deploy-config --host <id>` run on the copy, so the engine serves the files that command writes.
import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { DIST_DIR } from "./hostChecks.ts";

const CLI = join(
  dirname(createRequire(import.meta.url).resolve("@membership/site-kit/package.json")),
  "dist",
  "cli",
  "index.js",
);

export interface DeployedCopy {
  dist: string;
  deploy: string;
  remove(): Promise<void>;
}

export async function deployedCopy(host: string): Promise<DeployedCopy> {
  const root = await mkdtemp(join(tmpdir(), `site-${host}-`));
  const dist = join(root, "dist");
  await cp(DIST_DIR, dist, { recursive: true });
  await cp(join(DIST_DIR, "..", "deploy"), join(root, "deploy"), { recursive: true });
  await promisify(execFile)(process.execPath, [CLI, "deploy-config", "--host", host], {
    cwd: root,
  });
  return {
    dist,
    deploy: join(root, "deploy"),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
