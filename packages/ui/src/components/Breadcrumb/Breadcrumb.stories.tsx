import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Breadcrumb } from "./Breadcrumb.js";

const meta = {
  title: "Page/Breadcrumb",
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
