// Helpers of the release checks: the publishable packages, their tarballs, commands and temp copies.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface PackageJson {
  name: string;
  version: string;
  private?: boolean;
  publishConfig?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  exports?: unknown;
}

export interface WorkspacePackage {
  dir: string;
  manifest: PackageJson;
}

export interface PackedPackage extends WorkspacePackage {
  tarball: string;
  /** Paths inside the tarball, relative to its `package/` folder. */
  files: string[];
  /** The package.json as published (workspace: ranges resolved). */
  published: PackageJson;
}

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

/** Every package a sister site installs from the registry: `packages/*` that is not private. */
export function publishablePackages(root = repoRoot): WorkspacePackage[] {
  const packagesDir = join(root, "packages");
  return readdirSync(packagesDir)
    .map((name) => join(packagesDir, name))
    .map((dir) => ({ dir, manifest: readJson<PackageJson>(join(dir, "package.json")) }))
    .filter(({ manifest }) => !manifest.private);
}

// pnpm puts the workspace's node_modules on NODE_PATH: no command here may see them through it.
const commandEnv = (env: NodeJS.ProcessEnv) => {
  const { NODE_PATH: _, ...inherited } = process.env;
  return { ...inherited, NO_COLOR: "1", ...env };
};

/** Runs a command (with `input` on its standard input) and returns its exit status and everything it printed. */
export function runCapturing(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  input?: string,
) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: commandEnv(env),
    maxBuffer: 64 * 1024 * 1024,
    ...(input === undefined ? { stdio: ["ignore", "pipe", "pipe"] } : { input }),
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs a command and returns its stdout; a failure throws with the command's output. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: "utf8",
      env: commandEnv(env),
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(" ")} failed in ${cwd}\n${stdout ?? ""}\n${stderr ?? ""}`,
    );
  }
}

/** `pnpm pack`s a package (workspace: ranges become versions, as on publish) into `destination`. */
export function pack(pkg: WorkspacePackage, destination: string): PackedPackage {
  const result = JSON.parse(
    run("pnpm", ["pack", "--pack-destination", destination, "--json"], pkg.dir),
  ) as { filename: string; files: { path: string }[] };
  const published = JSON.parse(
    run("tar", ["-xOzf", result.filename, "package/package.json"], destination),
  ) as PackageJson;
  return {
    ...pkg,
    tarball: result.filename,
    files: result.files.map((file) => file.path).sort(),
    published,
  };
}

/** Module specifiers of `import … from`, `export … from`, `import "x"` and `import("x")`. */
export function specifiers(code: string): string[] {
  const patterns = [
    // Static imports start a line, so generated source inside a string is not mistaken for one.
    /^[ \t]*(?:import|export)\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/gm,
    /^[ \t]*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ""));
}

export const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `membership-${prefix}-`));

/**
 * Copies the working tree (tracked and untracked files, minus ignored ones) into a temp folder,
 * so checks see uncommitted changes without touching the worktree.
 */
export function copyWorkingTree(prefix: string): string {
  const destination = tempDir(prefix);
  const files = run(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    repoRoot,
  )
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const target = join(destination, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      cpSync(join(repoRoot, file), target);
    } catch (error) {
      // A file deleted in the working tree but still in the index.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return destination;
}

/** A temp copy of the working tree with its own node_modules (hard links from pnpm's store). */
export function installedCopy(prefix: string): string {
  const copy = copyWorkingTree(prefix);
  run("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=append-only"], copy);
  return copy;
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
