import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import { defineConfig } from "@playwright/test";
import { DESKTOP_ONLY, E2E_BUILD_ENV, E2E_ORIGIN, E2E_PORT, PHONE_ONLY } from "./e2e/e2eEnv.ts";

/** The build on each engine a host runs: the preview, nginx, Cloudflare's workerd (`e2e/hosts/`). */
const HOST_TESTS = "hosts/**/*.spec.ts";

/**
 * What a phone's layout and touch change: the drawer, the first screen, axe on the phone layout, every page's frame,
 * forms far below the fold, taps, the language switch in the drawer. The rest is the same code at any width: the desktop project runs everything once.
 */
const PHONE_TESTS = [
  "navigation.spec.ts",
  "first-screen.spec.ts",
  "pages.spec.ts",
  "loading.spec.ts",
  "checkout-press.spec.ts",
  "languages.spec.ts",
  "before-hydration.spec.ts",
  "app-on-intent.spec.ts",
  "first-tap.spec.ts",
];

// End-to-end tests of the production build (prerendered, served with the 404 rule) in Debian's Chromium.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: E2E_ORIGIN,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    // Recording a trace of every test costs the suite about a tenth of its time: add `--trace retain-on-failure` to look into a failure.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      // The same build on each host's engine, with the files `membership-site deploy-config` writes for it. First: each
      // engine's checks run in one worker, the longest of the suite, and the short tests then fill both workers' ends.
      name: "hosts",
      testMatch: HOST_TESTS,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testMatch: PHONE_TESTS,
      grepInvert: new RegExp(DESKTOP_ONLY),
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: "desktop",
      testIgnore: HOST_TESTS,
      grepInvert: new RegExp(PHONE_ONLY),
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // Builds with the e2e values into dist/, then serves it like any static host would.
    command: "pnpm run build && membership-site preview",
    url: `${E2E_ORIGIN}/`,
    env: { ...E2E_BUILD_ENV, PORT: String(E2E_PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
