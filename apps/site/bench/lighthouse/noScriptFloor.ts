// The no-script floor (issue 24): a copy of the build whose pages hold the same HTML with every script removed, so
// the bench measures what the page's own HTML, CSS and images cost beside what the page costs.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { withPlanFormShown, writePrecompressed } from "@membership/site-kit/hosting";

/** Script elements (JSON-LD is data the browser never runs: it stays), module preloads, and the preloads' template. */
const SCRIPT_PARTS = [
  /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g,
  /<link\b[^>]*rel="modulepreload"[^>]*>/g,
  /<template\b[^>]*>[\s\S]*?<\/template>/g,
];

export function withoutScripts(html: string): string {
  return SCRIPT_PARTS.reduce((page, part) => page.replace(part, ""), html);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
}

/**
 * Copies `distDir`, with every page's scripts removed, and the hosting policy beside it (`../deploy`, which the
 * preview server reads) to a temporary folder; returns the copy's output folder and the removal of it all. A page of
 * `shownPlans` (its file: a plan type) shows that plan's form, as its HTML does with the plan stored.
 */
export async function writeNoScriptCopy(
  distDir: string,
  shownPlans: Readonly<Record<string, string>> = {},
): Promise<{ dir: string; remove: () => void }> {
  const root = mkdtempSync(join(tmpdir(), "bench-no-script-"));
  const dir = join(root, basename(distDir));
  cpSync(distDir, dir, { recursive: true });
  cpSync(join(dirname(distDir), "deploy"), join(root, "deploy"), { recursive: true });
  for (const file of htmlFiles(dir)) {
    const path = join(dir, file);
    const html = readFileSync(path, "utf8");
    const plan = shownPlans[file];
    writeFileSync(path, withoutScripts(plan ? withPlanFormShown(html, plan) : html));
  }
  // Sent as the build's own are: its pages' Brotli made again from what they now hold.
  await writePrecompressed(dir);
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
