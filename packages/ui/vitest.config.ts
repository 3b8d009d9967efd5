import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";
import type { BrowserCommand } from "vitest/node";

// Lets a test switch the page's prefers-reduced-motion media feature.
const setReducedMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  await context.page.emulateMedia({ reducedMotion: reduce ? "reduce" : "no-preference" });
};

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ["react", "react-dom", "styled-components"] },
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-dev-runtime",
      "react-dom",
      "react-dom/client",
      "react-dom/server",
      "styled-components",
    ],
  },
  test: {
    name: "ui",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: "chromium" }],
      commands: { setReducedMotion },
    },
  },
});
