// `pnpm preview`: serves apps/site/dist with the hosting rule on http://127.0.0.1:PORT (default 4173).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { createStaticServer } from "./staticServer.ts";

const rootDir = resolve(import.meta.dirname, "..", process.env.SITE_DIST_DIR ?? "dist");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(resolve(rootDir, "index.html"))) {
  console.error(`No build in ${rootDir}: run \`pnpm --filter site build\` first.`);
  process.exit(1);
}

const server = createStaticServer(rootDir);
server.listen(port, host, () => {
  console.info(`Serving ${rootDir} at http://${host}:${port}/`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
