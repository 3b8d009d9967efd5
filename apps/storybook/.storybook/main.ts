import { createRequire } from "node:module";
import path from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";

const require = createRequire(import.meta.url);

/** The stories a workspace package keeps beside its components, found through the package this app depends on. */
function storiesOf(packageName: string) {
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
  // Relative to this folder: Storybook's Vitest plugin joins the directory onto it.
  const directory = path.relative(import.meta.dirname, path.join(packageDir, "src"));
  return { directory, files: "**/*.stories.tsx" };
}

const config: StorybookConfig = {
  // The designers' reference: this app's pages (introduction, tokens), then each package's stories.
  stories: ["../src/**/*.mdx", storiesOf("@membership/ui"), storiesOf("@membership/forms")],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // TypeScript 7 has no JS API, so docgen uses react-docgen rather than react-docgen-typescript.
  typescript: { reactDocgen: "react-docgen" },
  core: { disableTelemetry: true },
};

export default config;
