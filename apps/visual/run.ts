// `pnpm test:visual [--update] [Playwright arguments]`: compares every story and site route with its baseline.
// A difference fails and leaves expected, actual and diff images in apps/visual/test-results/; `--update` accepts
// the differences (and new captures) as the new baselines and removes the baselines nothing captures any more.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { BASELINES_DIR, RESULTS_DIR, SITE_PORT, USED_BASELINES_FILE } from "./visualEnv.ts";

const args = process.argv.slice(2);
const update = args.includes("--update");
const playwrightArgs = args.filter((arg) => arg !== "--update");
// Only a run of everything knows which baselines are unused.
const wholeRun = playwrightArgs.length === 0;

// Playwright's own command line, whether this runs through pnpm or plain node.
const playwrightCli = fileURLToPath(import.meta.resolve("@playwright/test/cli"));
const reportFile = join(RESULTS_DIR, "report.json");
rmSync(reportFile, { force: true });
const result = spawnSync(
  process.execPath,
  [
    playwrightCli,
    "test",
    "--config",
    join(import.meta.dirname, "playwright.config.ts"),
    ...(update ? ["--update-snapshots=changed"] : []),
    ...playwrightArgs,
  ],
  // The site's e2e values (apps/site/e2e/e2eEnv.ts) with the visual check's own port, in the runner and its workers.
  { stdio: "inherit", env: { ...process.env, SITE_E2E_PORT: String(SITE_PORT) } },
);

interface JsonReport {
  suites: JsonSuite[];
}
interface JsonSuite {
  suites?: JsonSuite[];
  specs: {
    title: string;
    tests: {
      projectName: string;
      results: { status: string; attachments: { name: string; path?: string }[] }[];
    }[];
  }[];
}

/** The captures that differ from their baselines, with the images Playwright wrote for each. */
function differences(report: JsonReport): string[] {
  const lines: string[] = [];
  const visit = (suite: JsonSuite) => {
    suite.suites?.forEach(visit);
    for (const spec of suite.specs) {
      for (const run of spec.tests) {
        const last = run.results.at(-1);
        if (!last || last.status === "passed" || last.status === "skipped") continue;
        const diff = last.attachments.find((attachment) => attachment.name.endsWith("-diff.png"));
        const where = diff?.path
          ? relative(process.cwd(), diff.path)
          : "no image: see the error above";
        lines.push(`  ${spec.title} [${run.projectName}]: ${where}`);
      }
    }
  };
  report.suites.forEach(visit);
  return lines;
}

if (result.error) throw result.error;
if (result.status !== 0) {
  if (existsSync(reportFile)) {
    const changed = differences(JSON.parse(readFileSync(reportFile, "utf8")));
    console.error(`\nVisual check failed for ${changed.length} capture(s) (diff images):`);
    console.error(changed.join("\n"));
    console.error(
      "\nLook at the expected, actual and diff images; if the change is intended, run `pnpm test:visual --update` and commit the baselines.",
    );
  }
  process.exit(result.status ?? 1);
}

if (wholeRun && existsSync(BASELINES_DIR)) {
  const used = new Set(readFileSync(USED_BASELINES_FILE, "utf8").split("\n").filter(Boolean));
  const unused = readdirSync(BASELINES_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".png") && !used.has(file))
    .sort();
  if (unused.length > 0 && update) {
    for (const file of unused) rmSync(join(BASELINES_DIR, file));
    console.info(
      `Removed ${unused.length} baseline(s) nothing captures any more:\n  ${unused.join("\n  ")}`,
    );
  } else if (unused.length > 0) {
    console.error(
      `Baselines that no story or route captures any more (remove them with \`pnpm test:visual --update\`):\n  ${unused.join("\n  ")}`,
    );
    process.exit(1);
  }
}
