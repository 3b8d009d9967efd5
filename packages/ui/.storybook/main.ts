import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  // The forms package's React components are reviewed in the same Storybook.
  stories: ["../src/**/*.stories.@(ts|tsx)", "../../forms/src/react/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // TypeScript 7 has no JS API, so docgen uses react-docgen rather than react-docgen-typescript.
  typescript: { reactDocgen: "react-docgen" },
  core: { disableTelemetry: true },
};

export default config;
