import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "site-check",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
