import type { Preview } from "@storybook/react-vite";
import { sisterTheme } from "../src/stories/sisterTheme.ts";
import { type MembershipTheme, MembershipThemeProvider, theme } from "../src/theme/index.ts";

const themes: Record<string, MembershipTheme> = { default: theme, sister: sisterTheme };

/** The two widths the design is reviewed at: a 360 px phone and a 1280 px desktop. */
export const viewports = {
  phone: { name: "Phone 360", styles: { width: "360px", height: "740px" }, type: "mobile" },
  desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

const preview = {
  decorators: [
    (Story, context) => (
      <MembershipThemeProvider theme={themes[String(context.globals.theme)] ?? theme}>
        <Story />
      </MembershipThemeProvider>
    ),
  ],
  globalTypes: {
    theme: {
      description: "Brand theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "default", title: "Default brand" },
          { value: "sister", title: "Sister brand" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "default" },
  parameters: {
    layout: "padded",
    // Any axe violation fails the story test.
    a11y: { test: "error" },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
  },
} satisfies Preview;

export default preview;
