// The hosting configuration of a build, from the same VITE_* values the bundle was made with: <outDir>/_headers (CDN
// hosts), and beside the output deploy/nginx-site.conf and deploy/hosting-policy.json (read by `membership-site preview`).
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { DeploymentEnv } from "../../config/env.js";
import { renderHeadersFile } from "./headersFile.js";
import { assertNoExecutableInlineScript } from "./inlineScripts.js";
import { renderNginxBrotliConf, renderNginxSiteConf } from "./nginx.js";
import {
  HEADERS_FILE,
  type HostingPolicy,
  hostingFiles,
  hostingPolicy,
  type PolicyInputs,
} from "./policy.js";

/** Every file of the build, as a path relative to the output with forward slashes. */
async function buildFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((file) => file !== HEADERS_FILE)
    .sort();
}

export async function writeHostingOutputs(
  outDir: string,
  deployment: DeploymentEnv,
  inputs: PolicyInputs,
): Promise<HostingPolicy> {
  const deploy = hostingFiles(outDir);
  const policy = hostingPolicy(deployment, inputs);
  const files = await buildFiles(outDir);
  // The payment page's policy allows its import map and plan's form script, every other page's the loader: nothing else inline runs.
  const paymentFiles = new Set(inputs.paymentPaths.map((path) => `${path.slice(1)}.html`));
  await assertNoExecutableInlineScript(outDir, files, (file) =>
    paymentFiles.has(file) ? inputs.paymentScriptHashes : [inputs.loaderScriptHash],
  );
  await mkdir(deploy.dir, { recursive: true });
  await writeFile(join(outDir, HEADERS_FILE), renderHeadersFile(policy, files));
  await writeFile(deploy.nginxSiteConf, renderNginxSiteConf(policy));
  await writeFile(deploy.nginxBrotliConf, renderNginxBrotliConf());
  await writeFile(deploy.policyJson, `${JSON.stringify(policy, null, 2)}\n`);
  return policy;
}
