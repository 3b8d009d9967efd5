import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";

// The clients also run in browsers: the Web Crypto path is checked in Debian's Chromium.
export default defineProject({
  test: {
    name: "api-browser",
    include: ["src/**/*.browser.test.ts"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: "chromium" }],
    },
  },
});
