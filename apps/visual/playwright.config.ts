import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import { defineConfig } from "@playwright/test";
import { E2E_BUILD_ENV, E2E_ORIGIN, E2E_PORT } from "site/e2e/e2eEnv.ts";
import { reviewViewports } from "storybook-app/src/viewports.ts";
import { RESULTS_DIR, SITE_DIR, STORIES_PROJECT } from "./visualEnv.ts";

// Visual baselines: every story and every site route at the review widths, in Debian's Chromium. Run it through
// `pnpm test:visual` (apps/visual/run.ts), which builds the Storybook first and checks for unused baselines.
export default defineConfig({
  testDir: ".",
  outputDir: RESULTS_DIR,
  // Each capture names its width: a story is captured at both widths in one test (stories.spec.ts).
  snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}",
  // A missing baseline fails; only `pnpm test:visual --update` writes baselines.
  updateSnapshots: "none",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["json", { outputFile: `${RESULTS_DIR}/report.json` }]],
  expect: {
    toHaveScreenshot: {
      // A pixel counts as changed when its colour moves by more than 1% of pixelmatch's colour distance (a shift of
      // about 4 to 8 of 255 in one channel). Up to 100 changed pixels pass: a glyph drawn at a fractional position can
      // land one pixel lower in one run in several (seen once: the breadcrumb's ">>" on /contact, 48 pixels), while
      // a colour, spacing or layout change moves thousands.
      threshold: 0.01,
      maxDiffPixels: 100,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
  },
  use: {
    baseURL: E2E_ORIGIN,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    deviceScaleFactor: 1,
    colorScheme: "light",
    reducedMotion: "reduce",
    locale: "en-US",
    timezoneId: "UTC",
  },
  // Routes load at each width; a story renders and plays once, at the phone's width, and is captured at both.
  projects: Object.entries(reviewViewports).map(([name, { width, height }]) => ({
    name,
    testMatch:
      name === STORIES_PROJECT ? ["routes.spec.ts", "stories.spec.ts"] : ["routes.spec.ts"],
    use: { viewport: { width, height } },
  })),
  // The built Storybook, served in the runner's process.
  globalSetup: "./serveStorybook.ts",
  webServer: [
    {
      // Whatever the site's build produces, built and served (site-kit's preview) as the e2e suite does.
      command: "pnpm run build && pnpm run preview",
      cwd: SITE_DIR,
      url: `${E2E_ORIGIN}/`,
      env: { ...E2E_BUILD_ENV, PORT: String(E2E_PORT) },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
