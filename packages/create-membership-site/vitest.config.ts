import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "create-membership-site", environment: "node", include: ["src/**/*.test.ts"] },
});
