// Runs Debian's nginx on 127.0.0.1 with the build's generated site configuration, as an unprivileged process
// (own prefix, pid, logs and temp folders in a temp dir; no daemon, no master process).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** The Brotli modules the site configuration uses (Debian: libnginx-mod-http-brotli-filter and -static). */
export const NGINX_BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
export const NGINX_BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE ??
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface RunningNginx {
  origin: string;
  stop(): Promise<void>;
}

function mainConfig(
  dir: string,
  port: number,
  rootDir: string,
  siteConfs: readonly string[],
): string {
  const temp = (name: string) => join(dir, name);
  return `load_module ${NGINX_BROTLI_MODULE};
load_module ${NGINX_BROTLI_STATIC_MODULE};
daemon off;
master_process off;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${rootDir};
${siteConfs.map((conf) => `    include ${conf};`).join("\n")}
  }
}
`;
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, { method: "HEAD" });
    return true;
  } catch {
    return false;
  }
}

async function stillRunning(child: ChildProcess): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return child.exitCode === null;
}

/** Starts nginx serving rootDir with each conf included in its server block; resolves once it answers. */
export async function startNginx(
  rootDir: string,
  siteConf: string | readonly string[],
  port: number,
): Promise<RunningNginx> {
  const dir = await mkdtemp(join(tmpdir(), "site-nginx-"));
  const configFile = join(dir, "nginx.conf");
  await writeFile(configFile, mainConfig(dir, port, rootDir, [siteConf].flat()));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    NGINX_PATH,
    ["-p", dir, "-e", join(dir, "error.log"), "-c", configFile],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    // Answering alone could be another nginx on the port: ours must still be running after its bind.
    if ((await answers(origin)) && (await stillRunning(child))) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = await readFile(join(dir, "error.log"), "utf8").catch(() => "");
  await stop();
  throw new Error(`nginx did not answer on ${origin}:\n${stderr}\n${log}`);
}
