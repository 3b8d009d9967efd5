import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "site",
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
  },
});
