// `pnpm inventory`: rebuilds the site with the e2e configuration and copies the payment page's script inventory the
// build wrote (deploy/script-inventory.md) to docs/security/script-inventory.md, which the e2e suite compares.
import { execFileSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_BUILD_ENV } from "../e2e/e2eEnv.ts";

const site = join(import.meta.dirname, "..");
const root = join(site, "..", "..");
execFileSync("pnpm", ["turbo", "run", "build", "--filter=./packages/*"], {
  cwd: root,
  stdio: "inherit",
});
execFileSync("pnpm", ["run", "build"], {
  cwd: site,
  stdio: "inherit",
  env: { ...process.env, ...E2E_BUILD_ENV },
});
copyFileSync(
  join(site, "deploy", "script-inventory.md"),
  join(root, "docs", "security", "script-inventory.md"),
);
console.info("docs/security/script-inventory.md is the e2e build's inventory.");
