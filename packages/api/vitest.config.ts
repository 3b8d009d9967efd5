import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Those run in Chromium (vitest.browser.config.ts).
    exclude: ["src/**/*.browser.test.ts"],
  },
});
