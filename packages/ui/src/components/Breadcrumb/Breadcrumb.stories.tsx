import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Breadcrumb } from "./Breadcrumb.js";

/**
 * The trail under each page's hero, read as "Home >> page name". Home links back to the home page;
 * the page name is the current page and is not a link.
 */
const meta = {
  title: "Page blocks/Breadcrumb",
  component: Breadcrumb,
  args: { pageName: "About us" },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Breadcrumb" }).textContent).toBe(
      "Home >> About us",
    );
  },
} satisfies Story;
