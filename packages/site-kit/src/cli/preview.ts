// `membership-site preview`: serves a site's build with the hosting rule and the build's headers on 127.0.0.1.
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { type HostingPolicy, hostingFiles } from "../hosting/policy.js";
import { createStaticServer } from "./staticServer.js";

export interface PreviewOptions {
  /** The site's root (where site.config.ts is). */
  siteDir: string;
  /** The build's output, relative to the site's root (or absolute). */
  outDir: string;
  /** 0 picks a free port (see the returned origin). */
  port: number;
  host: string;
}

export interface RunningPreview {
  /** Where the build answers, e.g. http://127.0.0.1:4173 (no trailing slash). */
  origin: string;
  close(): Promise<void>;
}

/** Starts the server; resolves once it listens. Throws when there is no build to serve. */
export function preview({ siteDir, outDir, port, host }: PreviewOptions): Promise<RunningPreview> {
  const rootDir = resolve(siteDir, outDir);
  const policyFile = hostingFiles(rootDir).policyJson;
  if (!existsSync(resolve(rootDir, "index.html")) || !existsSync(policyFile)) {
    throw new Error(`No build in ${rootDir} or no ${policyFile}: build the site first.`);
  }
  // The headers of the last build, so the preview answers as its nginx configuration and _headers file do.
  const policy: HostingPolicy = JSON.parse(readFileSync(policyFile, "utf8"));
  const server = createStaticServer(rootDir, policy);
  return new Promise((resolveListening) => {
    server.listen(port, host, () => {
      const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
      console.info(`Serving ${rootDir} at ${origin}/`);
      resolveListening({
        origin,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
