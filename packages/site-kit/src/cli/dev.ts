// `membership-site dev`: the site's development server, with the sandbox backend beside it when the site talks to it.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadEnv } from "vite";
import { readDeployment, SANDBOX_DEFAULTS } from "../config/env.js";

export async function dev(siteDir: string): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const { api } = readDeployment(loadEnv("development", siteDir, "VITE_"));
  if (api.host === SANDBOX_DEFAULTS.VITE_API_HOST) {
    const require = createRequire(join(siteDir, "package.json"));
    const sandbox: typeof import("@membership/sandbox") = await import(
      pathToFileURL(require.resolve("@membership/sandbox")).href
    );
    const { port, ...options } = sandbox.readSandboxEnvironment({
      ...process.env,
      SANDBOX_RELAY_TOKEN: api.relayToken,
      SANDBOX_ENCRYPTION_KEY: api.encryptionKey,
    });
    const server = sandbox.createSandboxServer(options);
    await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
    console.info(`Sandbox backend on ${api.host} (outbox: ${options.outboxFile})`);
    stops.push(() => new Promise((done) => server.close(() => done())));
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ root: siteDir });
  await vite.listen();
  vite.printUrls();
  stops.push(() => vite.close());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
