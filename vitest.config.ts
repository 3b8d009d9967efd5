import { defineConfig } from "vitest/config";

// Vitest 5 reads projects from here (it ignores vitest.workspace.ts). `turbo run test` runs them: each package's
// `test` script its own projects (`vitest run --project <name> --root ../..`), the root's `test:repo` the two that read
// the whole repository (turbo.json says what each task's cache depends on).
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "packages/*/vitest.*.config.ts",
      "apps/*/vitest.config.ts",
      "tooling/locales/vitest.config.ts",
      // No key in any tracked file: it reads every file of the repository, so it is not cached with the site's tests.
      {
        test: {
          name: "repo-secrets",
          environment: "node",
          include: ["apps/site/test/repoSecrets.test.ts"],
          // One test reads about a thousand files: 5 s was met when it shared two cores with the other packages' tests.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
