import { MembershipThemeProvider } from "@membership/ui";
import type { Preview } from "@storybook/react-vite";
import { instrument } from "storybook/internal/instrumenter";
import { uninstrumentedUserEvent } from "storybook/test";
import { brands, defaultBrand } from "../src/brands.ts";
import { reviewViewports } from "../src/viewports.ts";

/** The toolbar's viewports; a story pins one with `globals: { viewport: { value: "phone" } }`. */
const viewports = Object.fromEntries(
  Object.entries(reviewViewports).map(([key, { title, type, width, height }]) => [
    key,
    { name: `${title} ${width}`, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
);

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
  // A play's `userEvent` as Storybook's own (each key's events, each step in the Interactions panel), without
  // user-event's timer between keys: a browser clamps it to 4 ms a key, most of a typed form's play.
  beforeEach(context) {
    context.userEvent = instrument(
      { userEvent: uninstrumentedUserEvent.setup({ delay: null }) },
      {
        intercept: true,
        getKeys: (events) => Object.keys(events).filter((key) => key !== "eventWrapper"),
      },
    ).userEvent;
  },
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
