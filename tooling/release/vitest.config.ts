import { defineConfig } from "vitest/config";

// Release checks: pack, install and build like a sister site. Slow (installs), so run on their own
// with `pnpm test:release` after the packages are built.
export default defineConfig({
  test: {
    name: "release",
    root: import.meta.dirname,
    include: ["*.test.ts"],
    environment: "node",
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
