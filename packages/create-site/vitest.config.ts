import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "create-site", environment: "node", include: ["src/**/*.test.ts"] },
});
