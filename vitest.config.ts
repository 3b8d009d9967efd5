import { defineConfig } from "vitest/config";

// Vitest 5 reads projects from here (it ignores vitest.workspace.ts).
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "packages/*/vitest.*.config.ts",
      "apps/*/vitest.config.ts",
      "tooling/locales/vitest.config.ts",
    ],
  },
});
