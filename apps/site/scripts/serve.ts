// `pnpm preview`: serves apps/site/dist with the hosting rule and the build's headers on http://127.0.0.1:PORT (default 4173).
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { type HostingPolicy, hostingFiles } from "./hosting/policy.ts";
import { createStaticServer } from "./staticServer.ts";

const siteDir = resolve(import.meta.dirname, "..");
const rootDir = resolve(siteDir, process.env.SITE_DIST_DIR ?? "dist");
const policyFile = hostingFiles(siteDir).policyJson;
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(resolve(rootDir, "index.html")) || !existsSync(policyFile)) {
  console.error(
    `No build in ${rootDir} or no ${policyFile}: run \`pnpm --filter site build\` first.`,
  );
  process.exit(1);
}

// The headers of the last build, so the preview answers as its nginx configuration and _headers file do.
const policy: HostingPolicy = JSON.parse(readFileSync(policyFile, "utf8"));
const server = createStaticServer(rootDir, policy);
server.listen(port, host, () => {
  console.info(`Serving ${rootDir} at http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
