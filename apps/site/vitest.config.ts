import { defineProject } from "vitest/config";
import { siteEnv } from "./vite.config.ts";

export default defineProject({
  // src/config.ts reads resolved values, as in the build.
  plugins: [siteEnv()],
  test: {
    name: "site",
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
  },
});
