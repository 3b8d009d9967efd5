// A build served by `membership-site preview` (its production headers) on a free port of 127.0.0.1, for the benches.
import { type ChildProcess, spawn } from "node:child_process";
import { get } from "node:http";
import { createServer } from "node:net";
import { resolve } from "node:path";

const siteDir = resolve(import.meta.dirname, "..");

export interface PreviewServer {
  origin: string;
  server: ChildProcess;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

function httpStatus(url: string): Promise<number> {
  return new Promise((resolveStatus) => {
    const request = get(url, (response) => {
      response.resume();
      resolveStatus(response.statusCode ?? 0);
    });
    request.setTimeout(2_000, () => request.destroy());
    request.on("error", () => resolveStatus(0));
  });
}

/** Serves `distDir`; resolves once its home page answers 200. */
export async function startPreview(distDir: string): Promise<PreviewServer> {
  const port = await freePort();
  const server = spawn(resolve(siteDir, "node_modules/.bin/membership-site"), ["preview"], {
    cwd: siteDir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_DIST_DIR: distDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`membership-site preview exited (${server.exitCode})`);
    if ((await httpStatus(`${origin}/`)) === 200) return { origin, server };
    await new Promise((done) => setTimeout(done, 100));
  }
  server.kill();
  throw new Error(`membership-site preview did not answer on ${origin} within 15 s`);
}
