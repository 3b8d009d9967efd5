// The hosts a site deploys to, and each one's files, written from the build's one HostingPolicy by
// `membership-site deploy-config --host <id>`; the scaffolded site's deploy scripts and README come from this table.
// The build itself writes the policy (deploy/hosting-policy.json) with the files of the two hosts the tests serve it
// with by default: <outDir>/_headers (Cloudflare Pages) and deploy/nginx-site.conf.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import type { DeploymentEnv } from "../config/env.js";
import { renderCloudFrontFiles } from "./cloudfront.js";
import { renderHeadersFile } from "./headersFile.js";
import { assertNoExecutableInlineScript } from "./inlineScripts.js";
import { renderNetlifyRedirects } from "./netlify.js";
import { renderNginxBrotliConf, renderNginxSiteConf } from "./nginx.js";
import {
  HEADERS_FILE,
  type HostingPolicy,
  hostingFiles,
  hostingPolicy,
  type PolicyInputs,
} from "./policy.js";
import { PRECOMPRESSED_SUFFIX } from "./precompress.js";
import { renderVercelJson } from "./vercel.js";

export interface Host {
  id: "cloudflare-pages" | "netlify" | "vercel" | "nginx" | "s3-cloudfront";
  name: string;
  /** The deploy command of a scaffolded site (`npm run deploy:<script>`), after `npm run build`: the host's own CLI. */
  script: string;
  deploy: string;
  /** The environment variables the deploy reads: the CLI's own credentials and the site's names on the host. */
  variables: readonly string[];
  /** Whether the test command serves a build with this host's own engine; else its files are checked against its rules. */
  engineTested: boolean;
}

const DEPLOY_CONFIG = "membership-site deploy-config --host";

export const HOSTS: readonly Host[] = [
  {
    id: "cloudflare-pages",
    name: "Cloudflare Pages",
    script: "deploy:cloudflare",
    deploy: `${DEPLOY_CONFIG} cloudflare-pages && npx --yes wrangler@4 pages deploy dist --project-name "$CLOUDFLARE_PAGES_PROJECT" --branch main`,
    variables: ["CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID", "CLOUDFLARE_PAGES_PROJECT"],
    engineTested: true,
  },
  {
    id: "netlify",
    name: "Netlify",
    script: "deploy:netlify",
    deploy: `${DEPLOY_CONFIG} netlify && npx --yes netlify-cli@27 deploy --dir dist --prod --no-build`,
    variables: ["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID"],
    engineTested: false,
  },
  {
    id: "vercel",
    name: "Vercel",
    script: "deploy:vercel",
    deploy: `${DEPLOY_CONFIG} vercel && npx --yes vercel@64 deploy dist --prod --yes --token "$VERCEL_TOKEN"`,
    variables: ["VERCEL_TOKEN", "VERCEL_ORG_ID", "VERCEL_PROJECT_ID"],
    engineTested: false,
  },
  {
    id: "nginx",
    name: "nginx",
    script: "deploy:nginx",
    // The pages and their configuration (its CSP names this build's scripts) go together, then nginx reloads it; old
    // hashed files stay (no --delete), so a page open in a visitor's tab still loads its chunks.
    deploy: `${DEPLOY_CONFIG} nginx && rsync -a --delay-updates dist deploy "$NGINX_DEPLOY_TARGET/" && ssh "$NGINX_DEPLOY_HOST" sudo nginx -s reload`,
    variables: ["NGINX_DEPLOY_TARGET", "NGINX_DEPLOY_HOST"],
    engineTested: true,
  },
  {
    id: "s3-cloudfront",
    name: "Amazon S3 and CloudFront",
    script: "deploy:s3",
    deploy: `${DEPLOY_CONFIG} s3-cloudfront && sh deploy/s3-cloudfront/upload.sh`,
    variables: [
      "AWS_PROFILE or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
      "S3_BUCKET",
      "CLOUDFRONT_DISTRIBUTION_ID",
    ],
    engineTested: false,
  },
];

export type HostId = Host["id"];

/** Hosts that compress what they send themselves: the build's `.br` twins would only be served as files of their own. */
const COMPRESSING_HOSTS: ReadonlySet<HostId> = new Set(["cloudflare-pages", "netlify", "vercel"]);

/** The files a host reads from the build's folder: a build holds one host's, so no host serves another's as a page. */
const FILES_IN_BUILD: Readonly<Record<HostId, readonly string[]>> = {
  "cloudflare-pages": [HEADERS_FILE],
  netlify: [HEADERS_FILE, "_redirects"],
  vercel: ["vercel.json"],
  nginx: [],
  "s3-cloudfront": [],
};

const HOST_FILES: ReadonlySet<string> = new Set(Object.values(FILES_IN_BUILD).flat());

/** Every file of the build a host serves, relative to the output with forward slashes: no host's file, no `.br` twin. */
export async function buildFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((file) => !HOST_FILES.has(file) && !file.endsWith(PRECOMPRESSED_SUFFIX))
    .sort();
}

export function hostById(id: string): Host {
  const host = HOSTS.find((candidate) => candidate.id === id);
  if (!host) {
    throw new Error(
      `Unknown host "${id}": choose one of ${HOSTS.map((known) => known.id).join(", ")}.`,
    );
  }
  return host;
}

/** The files a host's deploy uses, by path: in the build's folder or in deploy/ beside it. */
function renderHostFiles(
  id: HostId,
  outDir: string,
  policy: HostingPolicy,
  files: readonly string[],
): Record<string, string> {
  const deploy = hostingFiles(outDir);
  switch (id) {
    case "cloudflare-pages":
      return { [join(outDir, HEADERS_FILE)]: renderHeadersFile(policy) };
    case "netlify":
      return {
        [join(outDir, HEADERS_FILE)]: renderHeadersFile(policy),
        [join(outDir, "_redirects")]: renderNetlifyRedirects(policy, files),
      };
    case "vercel":
      return { [join(outDir, "vercel.json")]: renderVercelJson(policy, files) };
    case "nginx":
      return {
        [deploy.nginxSiteConf]: renderNginxSiteConf(policy),
        [deploy.nginxBrotliConf]: renderNginxBrotliConf(),
      };
    case "s3-cloudfront":
      return Object.fromEntries(
        Object.entries(renderCloudFrontFiles(policy, files)).map(([name, text]) => [
          join(deploy.dir, "s3-cloudfront", name),
          text,
        ]),
      );
  }
}

/**
 * Writes a host's files for the build in outDir from its hosting policy (deploy/hosting-policy.json), and takes the
 * other hosts' files (and, for a host that compresses, the `.br` twins) out of the build; returns the paths written.
 */
export async function writeHostFiles(id: HostId, outDir: string): Promise<string[]> {
  const deploy = hostingFiles(outDir);
  const policy: HostingPolicy = JSON.parse(await readFile(deploy.policyJson, "utf8"));
  const others = [...HOST_FILES].filter((file) => !FILES_IN_BUILD[id].includes(file));
  await Promise.all(others.map((file) => rm(join(outDir, file), { force: true })));
  if (COMPRESSING_HOSTS.has(id)) {
    const twins = (await readdir(outDir, { recursive: true })).filter((file) =>
      file.endsWith(PRECOMPRESSED_SUFFIX),
    );
    await Promise.all(twins.map((file) => rm(join(outDir, file))));
  }
  return writeAll(renderHostFiles(id, outDir, policy, await buildFiles(outDir)));
}

/** Writes the files by path, each one's folder made first; returns the paths. */
async function writeAll(files: Record<string, string>): Promise<string[]> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  return Object.keys(files);
}

/** The build's hosting configuration, from the same VITE_* values the bundle was made with. */
export async function writeHostingOutputs(
  outDir: string,
  deployment: DeploymentEnv,
  inputs: PolicyInputs,
): Promise<HostingPolicy> {
  const policy = hostingPolicy(deployment, inputs);
  const files = await buildFiles(outDir);
  // The payment page's policy allows its import map and plan's form script, every other page's the loader: nothing else inline runs.
  const paymentFiles = new Set(inputs.paymentPaths.map((path) => `${path.slice(1)}.html`));
  await assertNoExecutableInlineScript(outDir, files, (file) =>
    paymentFiles.has(file) ? inputs.paymentScriptHashes : [inputs.loaderScriptHash],
  );
  await writeAll({
    ...renderHostFiles("cloudflare-pages", outDir, policy, files),
    ...renderHostFiles("nginx", outDir, policy, files),
    [hostingFiles(outDir).policyJson]: `${JSON.stringify(policy, null, 2)}\n`,
  });
  return policy;
}
