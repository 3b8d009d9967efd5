import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "site",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // It reads every tracked file of the repository: the root's project repo-secrets runs it (`pnpm test:repo`).
    exclude: ["test/repoSecrets.test.ts"],
  },
});
