import { MembershipThemeProvider } from "@membership/ui";
import type { Preview } from "@storybook/react-vite";
import { brands, defaultBrand } from "../src/brands.ts";

/** The two widths the design is reviewed at: a 360 px phone and a 1280 px desktop. */
export const viewports = {
  phone: { name: "Phone 360", styles: { width: "360px", height: "740px" }, type: "mobile" },
  desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" }, type: "desktop" },
} as const;

const preview = {
  // Every component and form gets a docs page: purpose, usage, props and every state story.
  tags: ["autodocs"],
  // The one place a story gets its theme: the toolbar's brand, for ui's and the forms' stories alike.
  decorators: [
    (Story, context) => (
      <MembershipThemeProvider
        theme={(brands.find((brand) => brand.id === context.globals.theme) ?? defaultBrand).theme}
      >
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
        items: brands.map(({ id, title }) => ({ value: id, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultBrand.id },
  parameters: {
    layout: "padded",
    // Any axe violation fails the story test.
    a11y: { test: "error" },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
    options: {
      // The introduction first: it is the landing page of the static Storybook.
      storySort: {
        order: [
          "Introduction",
          "Tokens",
          ["Colours", "Contrast", "Spacing", "Typography", "Radii and shadows", "Breakpoints"],
          "Page frame",
          "Page blocks",
          "Cards",
          "Actions",
          "Form fields",
          "Dialogs",
          "Forms",
          "Examples",
        ],
      },
    },
  },
} satisfies Preview;

export default preview;
