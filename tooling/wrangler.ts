// Serves a build with Cloudflare's own engine, offline: `wrangler pages dev` runs the Pages asset server in workerd with
// the build's `_headers` (and `_redirects`), as Cloudflare Pages does. Its state goes to a temp dir, never the repo.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** wrangler's own launcher (its exports map names no bin), beside its package.json. */
const WRANGLER = join(
  dirname(createRequire(import.meta.url).resolve("wrangler/package.json")),
  "bin",
  "wrangler.js",
);

export interface RunningWrangler {
  origin: string;
  stop(): Promise<void>;
}

/** Starts `wrangler pages dev rootDir` on 127.0.0.1:port; resolves once it answers (about 10 s on 2 cores). */
export async function startWrangler(rootDir: string, port: number): Promise<RunningWrangler> {
  const dir = await mkdtemp(join(tmpdir(), "site-wrangler-"));
  const origin = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [WRANGLER, "pages", "dev", rootDir, "--ip", "127.0.0.1", "--port", String(port)],
    {
      cwd: dir,
      // No metrics, no prompts, no update check: this machine reaches no Cloudflare service.
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_UPDATE_NOTIFIER: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: stopping it stops workerd, its child, too.
      detached: true,
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  // It prints "Ready on" once workerd listens; a first request may still wait for the asset manifest.
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt += 1) {
    if (log.includes("Ready on")) {
      try {
        await fetch(`${origin}/`, { method: "HEAD" });
        return { origin, stop };
      } catch {}
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`wrangler pages dev did not answer on ${origin}:\n${log}`);
}
