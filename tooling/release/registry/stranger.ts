// A sister developer's machine, as near as a test gets: an empty folder and an npm configuration that sends the
// @membership scope to the local registry without credentials; the commands are those of the READMEs.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { freePort, run, runCapturing, tempDir } from "../workspace.js";
import { npmEnv } from "./verdaccio.js";

export interface Stranger {
  env: NodeJS.ProcessEnv;
}

export function stranger(anonymousNpmrc: string): Stranger {
  // npm exec asks before installing the scaffolder; a person answers yes, the machine's config says no.
  const env = { ...npmEnv(anonymousNpmrc), npm_config_yes: "true" };
  return { env: { ...env, npm_config_cache: ownExecCache(env) } };
}

/**
 * An npm cache of this stranger's own, whose `npm exec` scaffolders (`_npx`) start empty: npm keeps them by version,
 * every test run publishes the same version numbers with other contents, and the test files run side by side. The
 * downloads (`_cacache`, kept by content) stay shared.
 */
function ownExecCache(env: NodeJS.ProcessEnv): string {
  const shared = run("npm", ["config", "get", "cache"], process.cwd(), env).trim();
  const own = tempDir("npm-cache");
  mkdirSync(join(shared, "_cacache"), { recursive: true });
  symlinkSync(join(shared, "_cacache"), join(own, "_cacache"));
  return own;
}

/** `npm create @membership/site@<tag> <dir> -- <args>` in `cwd`; `input` answers the questions. */
export function npmCreate(
  person: Stranger,
  cwd: string,
  tag: string,
  dir: string,
  args: string[] = [],
  input?: string,
) {
  return runCapturing(
    "npm",
    ["create", `@membership/site@${tag}`, dir, "--", ...args],
    cwd,
    person.env,
    input,
  );
}

export interface DevServer {
  url: string;
  apiHost: string;
  output(): string;
  stop(): Promise<void>;
}

/** `<npm|pnpm> run dev -- --port P`, talking to a sandbox on a free port; resolves once both answer. */
export async function startDev(
  site: string,
  person: Stranger,
  packageManager = "npm",
): Promise<DevServer> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}/`;
  const apiHost = `http://127.0.0.1:${apiPort}`;
  const child: ChildProcess = spawn(packageManager, ["run", "dev", "--", "--port", String(port)], {
    cwd: site,
    env: { ...process.env, ...person.env, VITE_API_HOST: apiHost, NO_COLOR: "1" },
    detached: true,
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk) => {
      output += String(chunk);
    });
  }
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  const answers = async (target: string) => {
    try {
      return (await fetch(target)).status < 500;
    } catch {
      return false;
    }
  };
  while (!((await answers(url)) && (await answers(apiHost)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${packageManager} run dev did not serve ${url} and ${apiHost}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, apiHost, output: () => output, stop };
}
