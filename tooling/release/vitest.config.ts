import { defineConfig } from "vitest/config";

// Release checks, slow (installs), run with `pnpm test:release` after the packages are built. "release": each package
// builds alone, and the changeset scripts. "registry": one release to a local Verdaccio (globalSetup), then what its
// packages give a release manager, a sister site and the consumer app.
const slow = {
  root: import.meta.dirname,
  environment: "node",
  testTimeout: 600_000,
  hookTimeout: 600_000,
} as const;

export default defineConfig({
  test: {
    // Two files at a time: each works in folders, registries and npm exec caches of its own.
    maxWorkers: 2,
    projects: [
      { test: { ...slow, name: "release", include: ["*.test.ts"] } },
      {
        test: {
          ...slow,
          name: "registry",
          include: ["registry/*.test.ts"],
          globalSetup: ["registry/globalSetup.ts"],
        },
      },
    ],
  },
});
