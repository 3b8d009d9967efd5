// `pnpm create:site <dir> --from <brand.json>`: the workspace's scaffolder, with the workspace's packages packed as
// the registry would serve them; the new site installs those tarballs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pack, publishablePackages, repoRoot, run } from "./release/workspace.ts";

const packages = mkdtempSync(join(tmpdir(), "membership-create-site-"));
try {
  run("pnpm", ["turbo", "run", "build", "--filter=./packages/*"], repoRoot);
  for (const pkg of publishablePackages()) pack(pkg, packages);
  const scaffolder = join(repoRoot, "packages", "create-site", "dist", "index.js");
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  process.stdout.write(
    run(process.execPath, [scaffolder, ...args, "--packages", packages], process.cwd()),
  );
} finally {
  rmSync(packages, { recursive: true, force: true });
}
