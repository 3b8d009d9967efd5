// No key in git: configuration files with values are ignored, and no tracked file holds a private key or a live-looking key.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const REPO_DIR = resolve(import.meta.dirname, "..", "..", "..");

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: REPO_DIR, encoding: "utf8" });
}

/** Tracked files, listed by git (what a push would publish). */
const trackedFiles = git("ls-files", "-z").split("\0").filter(Boolean);

/** Shapes of real credentials: a PEM private key, reCAPTCHA keys (6L + 38), AWS access keys, Stripe live keys. */
const KEY_PATTERNS: readonly [string, RegExp][] = [
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["reCAPTCHA key", /\b6L[0-9A-Za-z_-]{38}\b/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["live payment key", /\b[sr]k_live_[0-9A-Za-z]{16,}\b/],
];

describe("secrets in git", () => {
  it.each([
    [".env"],
    [".env.local"],
    ["apps/site/.env.production"],
    ["apps/site/.env.production.local"],
    ["packages/sandbox/.env.development.local"],
  ])("ignores %s", (path) => {
    expect(git("check-ignore", "--no-index", path).trim()).toBe(path);
  });

  it("keeps .env.example tracked and no other .env file", () => {
    expect(() => git("check-ignore", "--no-index", "apps/site/.env.example")).toThrow();
    const envFiles = trackedFiles.filter((file) => /(^|\/)\.env/.test(file));
    expect(envFiles).toEqual(["apps/site/.env.example"]);
  });

  it("has no file holding something shaped like a real key", () => {
    // Binary files and the lockfile's integrity hashes hold random base64, not configuration.
    const found = trackedFiles
      .filter((file) => file !== "pnpm-lock.yaml")
      .flatMap((file) => {
        let text: string;
        try {
          text = readFileSync(join(REPO_DIR, file), "utf8");
        } catch {
          return [];
        }
        if (text.includes("\0")) return [];
        return KEY_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(
          ([kind]) => `${file}: ${kind}`,
        );
      });
    expect(found).toEqual([]);
  });
});
