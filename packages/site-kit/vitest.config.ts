import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "site-kit",
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
