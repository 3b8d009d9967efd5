// The site under the smoke walk: its own kit and sandbox, built into a folder against a sandbox backend.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { SANDBOX_DEFAULTS } from "@membership/site-kit/config";

type Sandbox = typeof import("@membership/sandbox");

const fromSite = (siteDir: string) => createRequire(join(siteDir, "package.json"));

/** The site's own @membership/sandbox (a devDependency of every generated site). */
export async function sandboxOf(siteDir: string): Promise<Sandbox> {
  return import(pathToFileURL(fromSite(siteDir).resolve("@membership/sandbox")).href);
}

/** The version of the @membership/site-kit the site installed: the kit whose pages the walk checks. */
export function siteKitVersion(siteDir: string): string {
  const manifest = fromSite(siteDir).resolve("@membership/site-kit/package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Each locale's name in its own language (the switch's label), from the content package of the site's kit. */
export async function localeNamesOf(siteDir: string): Promise<Readonly<Record<string, string>>> {
  const kit = createRequire(fromSite(siteDir).resolve("@membership/site-kit/package.json"));
  const content: { LOCALE_NAMES?: Record<string, string> } = await import(
    pathToFileURL(kit.resolve("@membership/content")).href
  );
  // A kit from before the switch names none: each label then fails its check, naming the locale.
  return content.LOCALE_NAMES ?? {};
}

/** `vite build` of the site into `outDir`, talking to the sandbox at `apiHost` with the sandbox's secrets. */
export function buildSite(siteDir: string, outDir: string, apiHost: string): Promise<void> {
  const manifest = fromSite(siteDir).resolve("vite/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: { vite: string } };
  const vite = join(dirname(manifest), bin.vite);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
  );
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      {
        cwd: siteDir,
        env: {
          ...inherited,
          ...SANDBOX_DEFAULTS,
          VITE_API_HOST: apiHost,
          SITE_ALLOW_SANDBOX_BUILD: "1",
        },
        stdio: "inherit",
      },
    );
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`vite build exited ${code}`)),
    );
  });
}
