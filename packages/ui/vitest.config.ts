import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";
import { chromiumLaunchOptions } from "../../tooling/chromium.ts";

export default defineProject({
  plugins: [react()],
  test: {
    name: "ui",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: "chromium" }],
    },
  },
});
