// `membership-site dev`: the site's development server, with the sandbox backend beside it when the site talks to one
// on 127.0.0.1 (the default API host, or any VITE_API_HOST of the form http://127.0.0.1:PORT).
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadEnv } from "vite";
import { readDeployment } from "../config/env.js";

export interface DevOptions {
  /** The development server's port; Vite's configured one (5173 in a generated site) when omitted. */
  port?: number;
}

/** The port of a local sandbox the site talks to, or null when its API host is elsewhere. */
export function localSandboxPort(apiHost: string): number | null {
  const url = new URL(apiHost);
  return url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port
    ? Number(url.port)
    : null;
}

export async function dev(siteDir: string, options: DevOptions = {}): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const { api } = readDeployment(loadEnv("development", siteDir, "VITE_"));
  const sandboxPort = localSandboxPort(api.host);
  if (sandboxPort !== null) {
    const require = createRequire(join(siteDir, "package.json"));
    const sandbox: typeof import("@membership/sandbox") = await import(
      pathToFileURL(require.resolve("@membership/sandbox")).href
    );
    const { port: _, ...sandboxOptions } = sandbox.readSandboxEnvironment({
      ...process.env,
      SANDBOX_RELAY_TOKEN: api.relayToken,
      SANDBOX_ENCRYPTION_KEY: api.paymentEncryptionKey,
    });
    const server = sandbox.createSandboxServer(sandboxOptions);
    await new Promise<void>((done, fail) => {
      server.once("error", (error: NodeJS.ErrnoException) =>
        fail(
          error.code === "EADDRINUSE"
            ? new Error(
                `${api.host} is taken: stop what listens there, or set VITE_API_HOST to a free port.`,
              )
            : error,
        ),
      );
      server.listen(sandboxPort, "127.0.0.1", done);
    });
    console.info(`Sandbox backend on ${api.host} (outbox: ${sandboxOptions.outboxFile})`);
    stops.push(() => new Promise((done) => server.close(() => done())));
  }
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: siteDir,
    ...(options.port ? { server: { port: options.port, strictPort: true } } : {}),
  });
  await vite.listen();
  vite.printUrls();
  stops.push(() => vite.close());
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
