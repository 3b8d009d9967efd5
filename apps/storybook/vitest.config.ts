import path from "node:path";
import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";

// Every story, ui's and the forms', runs once as a test in Chromium: it renders, its play function passes, axe finds nothing.
export default defineProject({
  plugins: [storybookTest({ configDir: path.join(import.meta.dirname, ".storybook") })],
  // Every dependency of the stories pre-bundled up front, so a first run never reloads midway.
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-dev-runtime",
      "styled-components",
      "formik",
      "@membership/forms > yup",
      "@membership/forms > credit-card-type",
      "storybook/test",
    ],
  },
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: "chromium" }],
    },
  },
});
