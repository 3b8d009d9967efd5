// The visual check's global setup: the built Storybook served under a sub-path, as any static host may serve it, by
// site-kit's static server without the site's hosting policy (it is not the site).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createStaticServer } from "@membership/site-kit/hosting";
import { STORYBOOK_DIR, STORYBOOK_PORT, STORYBOOK_URL } from "./visualEnv.ts";

export default async function serveStorybook(): Promise<() => Promise<void>> {
  if (!existsSync(join(STORYBOOK_DIR, "index.json"))) {
    throw new Error(`No Storybook build in ${STORYBOOK_DIR}: run \`pnpm build-storybook\` first.`);
  }
  const server = createStaticServer(STORYBOOK_DIR, undefined, {
    basePath: new URL(STORYBOOK_URL).pathname,
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(STORYBOOK_PORT, "127.0.0.1", listening);
  });
  return () => new Promise((closed) => server.close(() => closed()));
}
