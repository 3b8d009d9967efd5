// What the static server's tests serve: a small built site, the policy it is served with, and a raw GET.
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readDeployment } from "../config/env.js";
import { hostingPolicy } from "../hosting/policy.js";
import { policyInputs } from "./policyInputs.js";

const ENV = readDeployment({ VITE_RECAPTCHA_SITE_KEY: "site-key" });
export const POLICY = hostingPolicy(ENV, policyInputs(ENV));

// A small dist/ with every case of the hosting rule: plain files, PATH/index.html, PATH.html and 404.html.
export const FILES = {
  "index.html": "<h1>home</h1>",
  "about-us.html": "<h1>about</h1>",
  "docs/index.html": "<h1>docs index</h1>",
  "404.html": "<h1>Error 404</h1>",
  "es/index.html": "<h1>inicio</h1>",
  "es/404.html": "<h1>Error 404 (es)</h1>",
  "assets/index-AbC123.js": "console.info('app');",
  "assets/index-AbC123.css": "body{margin:0}",
  "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "robots.txt": "User-agent: *",
} as const;

/** A GET with that Accept-Encoding, its body as sent (fetch would decode it). */
export function getRaw(url: string, accepted: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    request(url, { headers: { "Accept-Encoding": accepted } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", fail)
      .end();
  });
}

/** Writes the site's files into a fresh temporary folder, and returns its path. */
export async function writeSiteFolder(): Promise<string> {
  const rootDir = await mkdtemp(join(tmpdir(), "site-serve-"));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(join(rootDir, file, ".."), { recursive: true });
    await writeFile(join(rootDir, file), content);
  }
  return rootDir;
}
