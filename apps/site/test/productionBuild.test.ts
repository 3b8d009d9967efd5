// A production build of the client, as a deploy makes it: the sandbox's public secrets never reach the output, each
// language's pages and the scripts they can load carry no other language's texts, and a build configured with the
// secrets fails.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildReader, pageScriptsOfHtml, scriptsOfPages } from "@membership/site-check";
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

/** Every string of a catalogue, however deeply nested. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value !== null && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];
const fromSite = createRequire(join(SITE_DIR, "package.json"));
const catalogueStrings = (locale: string) =>
  ["content", "forms", "ui"].flatMap((name) =>
    strings(
      JSON.parse(
        readFileSync(fromSite.resolve(`@membership/${name}/locales/${locale}.json`), "utf8"),
      ),
    ),
  );
/** The texts a page could only carry by shipping `locale`'s catalogues (not the words the other shares). */
function textsOnlyIn(locale: string, other: string): string[] {
  const shared = new Set(catalogueStrings(other));
  return catalogueStrings(locale).filter(
    (text) => text.length >= 12 && !shared.has(text) && !text.includes("{"),
  );
}
const SPANISH_TEXTS = textsOnlyIn("es-US", "en-US");
const ENGLISH_TEXTS = textsOnlyIn("en-US", "es-US");

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

/** A language's pages (the HTML files of its folder) and every script they can load, as one text. */
async function languageText(outDir: string, folder: string): Promise<string> {
  const files = (await readdir(join(outDir, folder))).filter((file) => file.endsWith(".html"));
  const pages = await Promise.all(
    files.map((file) => readFile(join(outDir, folder, file), "utf8")),
  );
  const read = buildReader(outDir);
  const scripts = await scriptsOfPages(pages.map(pageScriptsOfHtml), read);
  expect(scripts.size, folder || "/").toBeGreaterThan(5);
  return [...pages, ...(await Promise.all([...scripts].map(read)))].join("\n");
}

describe("the production build", () => {
  let outDir = "";
  it("carries the deploy's values and none of the sandbox's or the e2e suite's", {
    timeout: 120_000,
  }, async () => {
    const build = await buildClient(DEPLOY_ENV);
    expect(build.status, build.output).toBe(0);
    outDir = build.outDir;
    const text = await outputText(outDir);
    // The configured secrets are in the bundle (the point SECURITY.md makes), so the scan reads the right files.
    expect(text).toContain(DEPLOY_ENV.VITE_RELAY_TOKEN);
    expect(PUBLISHED_VALUES.filter((value) => text.includes(value))).toEqual([]);
  });

  it("gives each language's pages, and every script they can load, none of the other language's texts", async () => {
    expect(SPANISH_TEXTS.length).toBeGreaterThan(100);
    expect(ENGLISH_TEXTS.length).toBeGreaterThan(100);
    const english = await languageText(outDir, "");
    const spanish = await languageText(outDir, "es");
    // Each language's own messages are there, so the scan reads the right files.
    expect(english).toContain("Email cannot be empty");
    expect(spanish).toContain("Ingrese su correo electrónico");
    expect(SPANISH_TEXTS.filter((text) => english.includes(text))).toEqual([]);
    expect(ENGLISH_TEXTS.filter((text) => spanish.includes(text))).toEqual([]);
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
