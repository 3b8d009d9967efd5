// The hosting configuration of a build, from the same VITE_* values the bundle was made with: deploy/hosting-policy.json
// beside the output (which `membership-site preview` and `deploy-config` read), and the files of the two hosts the
// tests serve it with by default: <outDir>/_headers (Cloudflare Pages) and deploy/nginx-site.conf.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DeploymentEnv } from "../config/env.js";
import { renderHeadersFile } from "./headersFile.js";
import { buildFiles } from "./hosts.js";
import { assertNoExecutableInlineScript } from "./inlineScripts.js";
import { renderNginxBrotliConf, renderNginxSiteConf } from "./nginx.js";
import {
  HEADERS_FILE,
  type HostingPolicy,
  hostingFiles,
  hostingPolicy,
  type PolicyInputs,
} from "./policy.js";

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
  await writeFile(join(outDir, HEADERS_FILE), renderHeadersFile(policy));
  await writeFile(deploy.nginxSiteConf, renderNginxSiteConf(policy));
  await writeFile(deploy.nginxBrotliConf, renderNginxBrotliConf());
  await writeFile(deploy.policyJson, `${JSON.stringify(policy, null, 2)}\n`);
  return policy;
}
