// Where the visual check finds what it captures, and the values that keep the captures the same run after run.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The folder of a workspace app this check depends on. */
const appDir = (name: string) =>
  dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

/** The site whose routes are captured: built and served from its folder. */
export const SITE_DIR = appDir("site");

export const BASELINES_DIR = join(import.meta.dirname, "baselines");
export const RESULTS_DIR = join(import.meta.dirname, "test-results");
/** The static Storybook that `pnpm build-storybook` writes. */
export const STORYBOOK_DIR = join(appDir("storybook-app"), "storybook-static");
export const STORYBOOK_PORT = 6107;
/** The site's build is served here, not on the e2e suite's port, so the two can run side by side. */
export const SITE_PORT = 6108;
/** Served from a sub-folder, as a static host may: the build must not assume it sits at the root. */
export const STORYBOOK_URL = `http://127.0.0.1:${STORYBOOK_PORT}/design-reference/`;
/** Every page sees the same date: nothing shown may depend on the day the check runs. */
export const FIXED_NOW = new Date("2026-06-15T12:00:00Z");
/** Each run lists the baselines it compared here, so a baseline no story or route uses is found. */
export const USED_BASELINES_FILE = join(RESULTS_DIR, "used-baselines.txt");

/** The project whose tests render every story once, then capture it at each review width. */
export const STORIES_PROJECT = "phone";
