// Build step 4: writes the hosting configuration of this build from the same VITE_* values Vite used:
// dist/_headers (CDN hosts), deploy/nginx-site.conf and deploy/hosting-policy.json (read by scripts/serve.ts).
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { loadEnv } from "vite";
import { readSiteEnv } from "../../src/env.ts";
import { renderHeadersFile } from "./headersFile.ts";
import { assertNoExecutableInlineScript } from "./inlineScripts.ts";
import { renderNginxSiteConf } from "./nginx.ts";
import { HEADERS_FILE, hostingFiles, hostingPolicy } from "./policy.ts";

const siteDir = resolve(import.meta.dirname, "..", "..");
const distDir = join(siteDir, "dist");
const deploy = hostingFiles(siteDir);

/** Every file of the build, as a path relative to dist/ with forward slashes. */
async function buildFiles(): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((file) => file !== HEADERS_FILE)
    .sort();
}

async function writeHostingConfig(): Promise<void> {
  // Same files and precedence as `vite build` (mode production): .env, .env.production, .env*.local, then the environment.
  const policy = hostingPolicy(readSiteEnv(loadEnv("production", siteDir, "VITE_")));
  const files = await buildFiles();
  await assertNoExecutableInlineScript(distDir, files);
  await mkdir(deploy.dir, { recursive: true });
  await writeFile(join(distDir, HEADERS_FILE), renderHeadersFile(policy, files));
  await writeFile(deploy.nginxSiteConf, renderNginxSiteConf(policy));
  await writeFile(deploy.policyJson, `${JSON.stringify(policy, null, 2)}\n`);
  console.info(
    `Wrote ${HEADERS_FILE} into ${distDir} and the nginx configuration into ${deploy.dir}`,
  );
}

await writeHostingConfig();
