// The production build behind Debian's nginx with the configuration `membership-site deploy-config --host nginx`
// writes: the checks every host passes, and Brotli from the build's own files.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { startNginx } from "@membership/test-fixtures/nginx";
import { E2E_ORIGIN, E2E_PORT } from "../e2eEnv.ts";
import { expect, test } from "../fixtures.ts";
import { deployedCopy } from "./deployedCopy.ts";
import { DIST_DIR, describeHost } from "./hostChecks.ts";

const NGINX_PORT = Number(process.env.SITE_E2E_NGINX_PORT ?? E2E_PORT + 1);

async function startDeployedNginx() {
  const copy = await deployedCopy("nginx");
  const nginx = await startNginx(
    copy.dist,
    [join(copy.deploy, "nginx-site.conf"), join(copy.deploy, "nginx-brotli.conf")],
    NGINX_PORT,
  );
  return {
    origin: nginx.origin,
    stop: async () => {
      await nginx.stop();
      await copy.remove();
    },
  };
}

describeHost("nginx", startDeployedNginx);

test("nginx and the preview send text as the build's own Brotli to a browser that takes it, and gzip to one that does not", async () => {
  const nginx = await startDeployedNginx();
  try {
    const html = await readFile(join(DIST_DIR, "checkout.html"), "utf8");
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "no script";
    for (const origin of [nginx.origin, E2E_ORIGIN]) {
      for (const [accepted, encoding] of [
        ["gzip, deflate, br, zstd", "br"],
        ["gzip, deflate", "gzip"],
      ] as const) {
        for (const [path, file] of [
          ["/checkout", "checkout.html"],
          [script, script.slice(1)],
        ] as const) {
          const response = await fetch(origin + path, { headers: { "Accept-Encoding": accepted } });
          const sent = `${origin}${path} (${accepted})`;
          expect(response.headers.get("Content-Encoding"), sent).toBe(encoding);
          expect(await response.text(), sent).toBe(await readFile(join(DIST_DIR, file), "utf8"));
          // Brotli: the .br file the build wrote at its highest quality, byte for byte.
          if (encoding === "br") {
            const { size } = await stat(join(DIST_DIR, `${file}.br`));
            expect(response.headers.get("Content-Length"), sent).toBe(String(size));
          }
        }
      }
    }
  } finally {
    await nginx.stop();
  }
});
