// A real npm registry for the release tests: Verdaccio on 127.0.0.1, on a free port, with its storage in a temp
// folder. A temporary npm user config sends only the @membership scope there; every other package still comes from
// the registry the machine already uses. Nothing here writes a registry URL into a package.json.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SCOPE } from "../preflight.ts";
import { freePort, repoRoot, tempDir } from "../workspace.ts";

export interface LocalRegistry {
  /** http://127.0.0.1:PORT/ */
  url: string;
  /** Verdaccio's storage: the published packages, copied by `startRegistry({ storageFrom })`. */
  storage: string;
  /** The npm user config of a release manager: the scope on this registry, with a token that may publish. */
  npmrc: string;
  /** The same without credentials. */
  anonymousNpmrc: string;
  /** What a command needs in its environment to use `npmrc` (npm and pnpm both read it). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

const VERDACCIO = join(repoRoot, "node_modules", "verdaccio", "bin", "verdaccio");

function verdaccioConfig(folder: string): string {
  return [
    `storage: ${join(folder, "storage")}`,
    "auth:",
    "  htpasswd:",
    `    file: ${join(folder, "htpasswd")}`,
    "    max_users: 10",
    // No uplinks and no rule but the scope's: anything else asked of this registry is a 404.
    "uplinks: {}",
    "packages:",
    `  "${SCOPE}/*":`,
    "    access: $all",
    "    publish: $authenticated",
    "    unpublish: $authenticated",
    "max_body_size: 100mb",
    `log: { type: file, path: ${join(folder, "verdaccio.log")}, level: warn }`,
    "",
  ].join("\n");
}

/** The machine's own npm user config, so a temporary one keeps its settings (default registry, cache, CA). */
function currentUserConfig(): string {
  const file = execFileSync("npm", ["config", "get", "userconfig"], { encoding: "utf8" }).trim();
  return existsSync(file) ? `${readFileSync(file, "utf8").trimEnd()}\n` : "";
}

async function waitForPing(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(new URL("-/ping", url))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const output = existsSync(log) ? readFileSync(log, "utf8") : "";
  throw new Error(`Verdaccio did not answer ${url}-/ping within 60 s.\n${output}`);
}

async function createUser(url: string): Promise<string> {
  const name = "release-manager";
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password: `local-only-${process.pid}-${Date.now()}` }),
  });
  const reply = (await response.json()) as { token?: string };
  if (!response.ok || !reply.token) {
    throw new Error(`Verdaccio refused the user: ${response.status} ${JSON.stringify(reply)}`);
  }
  return reply.token;
}

/** Starts Verdaccio; with `storageFrom`, it serves a copy of another registry's packages. */
export async function startRegistry(
  options: { storageFrom?: string } = {},
): Promise<LocalRegistry> {
  const folder = tempDir("registry");
  const storage = join(folder, "storage");
  if (options.storageFrom) cpSync(options.storageFrom, storage, { recursive: true });
  const config = join(folder, "config.yaml");
  writeFileSync(config, verdaccioConfig(folder));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(
    process.execPath,
    [VERDACCIO, "--config", config, "--listen", `127.0.0.1:${port}`],
    {
      cwd: folder,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForPing(url, child, join(folder, "verdaccio.log"));
    const token = await createUser(url);
    const user = currentUserConfig();
    // prefer-online: a version published a moment ago is seen at once, whatever npm has cached.
    const scopeLines = [`${SCOPE}:registry=${url}`, "prefer-online=true"];
    const anonymousNpmrc = join(folder, "anonymous.npmrc");
    writeFileSync(anonymousNpmrc, `${user}${scopeLines.join("\n")}\n`);
    const npmrc = join(folder, "release-manager.npmrc");
    writeFileSync(
      npmrc,
      `${user}${[...scopeLines, `//127.0.0.1:${port}/:_authToken=${token}`].join("\n")}\n`,
    );
    return { url, storage, npmrc, anonymousNpmrc, env: npmEnv(npmrc), stop };
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
}

/** The environment that makes npm and pnpm read `npmrc` as the user's config. */
export const npmEnv = (npmrc: string): NodeJS.ProcessEnv => ({
  NPM_CONFIG_USERCONFIG: npmrc,
  npm_config_userconfig: npmrc,
});
