import { chromiumLaunchOptions } from "@membership/test-fixtures/chromium";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";

// The React form components run in Debian's Chromium, like the ui package's components.
export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ["react", "react-dom", "styled-components"] },
  // Its own pre-bundle cache, with every test dependency listed, so a first run never reloads midway.
  cacheDir: "node_modules/.vite/forms-react",
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-dom/server",
      "react/jsx-dev-runtime",
      "styled-components",
      "formik",
      "@testing-library/react",
      "@testing-library/user-event",
    ],
  },
  test: {
    name: "forms-react",
    include: ["src/react/**/*.test.tsx"],
    setupFiles: ["./src/test/setup.ts"],
    // A checkout typed key by key takes 3 to 6 s alone; browser mode's 15 s was met on a loaded 2-core machine.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: "chromium" }],
    },
  },
});
