// A production build of the client, as a deploy makes it: the sandbox's public secrets never reach the output,
// and a build configured with them fails.
import { spawnSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ALLOW_SANDBOX_BUILD_VARIABLE, SANDBOX_DEFAULTS } from "@membership/site-kit/config";
import { afterAll, describe, expect, it } from "vitest";
import { E2E_BUILD_ENV } from "../e2e/e2eEnv.ts";

const SITE_DIR = resolve(import.meta.dirname, "..");
const VITE_BIN = join(SITE_DIR, "node_modules", ".bin", "vite");

/** Secrets whose sandbox and e2e values are published in this repository. */
const SECRET_VARIABLES = [
  "VITE_RELAY_TOKEN",
  "VITE_PAYMENT_ENCRYPTION_KEY",
  "VITE_PAYMENT_API_KEY",
] as const;
const PUBLISHED_VALUES = SECRET_VARIABLES.flatMap((name) => [
  SANDBOX_DEFAULTS[name],
  E2E_BUILD_ENV[name],
]);

const DEPLOY_ENV = {
  VITE_API_HOST: "https://api.deploy-test.invalid",
  VITE_RELAY_TOKEN: "deploy-relay-9f2c41d7",
  VITE_PAYMENT_ENCRYPTION_KEY: "deploy-key-0123456789abcdef-3210",
  VITE_PAYMENT_API_KEY: "deploy-api-5b8e20aa",
  VITE_RECAPTCHA_SITE_KEY: "deploy-recaptcha-site-key",
};

const outDirs: string[] = [];
afterAll(() => Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** `vite build` of the client into a temp folder with exactly these VITE_* values, without the sandbox opt-out. */
async function buildClient(env: Record<string, string>) {
  const outDir = await mkdtemp(join(tmpdir(), "site-production-"));
  outDirs.push(outDir);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith("VITE_") && name !== ALLOW_SANDBOX_BUILD_VARIABLE,
    ),
  );
  const result = spawnSync(
    VITE_BIN,
    ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
    {
      cwd: SITE_DIR,
      env: { ...inherited, ...env },
      encoding: "utf8",
    },
  );
  return { outDir, status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function outputText(dir: string): Promise<string> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map((file) => readFile(join(file.parentPath, file.name), "utf8")),
  );
  return texts.join("\n");
}

describe("the production build", () => {
  it("carries the deploy's values and none of the sandbox's or the e2e suite's", {
    timeout: 120_000,
  }, async () => {
    const { outDir, status, output } = await buildClient(DEPLOY_ENV);
    expect(status, output).toBe(0);
    const text = await outputText(outDir);
    // The configured secrets are in the bundle (the point SECURITY.md makes), so the scan reads the right files.
    expect(text).toContain(DEPLOY_ENV.VITE_RELAY_TOKEN);
    expect(PUBLISHED_VALUES.filter((value) => text.includes(value))).toEqual([]);
  });

  it("fails when configured with the sandbox's secrets", { timeout: 120_000 }, async () => {
    const sandboxSecrets = Object.fromEntries(
      SECRET_VARIABLES.map((name) => [name, SANDBOX_DEFAULTS[name]]),
    );
    const { status, output } = await buildClient({ ...DEPLOY_ENV, ...sandboxSecrets });
    expect(status).not.toBe(0);
    expect(output).toContain(
      "Sandbox values, public in the repository, in: VITE_RELAY_TOKEN, VITE_PAYMENT_ENCRYPTION_KEY, VITE_PAYMENT_API_KEY.",
    );
  });
});
