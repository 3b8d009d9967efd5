import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { howItWorksImage, steps } from "../../stories/fixtures.js";
import { HowItWorks } from "./HowItWorks.js";

const meta = {
  title: "Home/HowItWorks",
  component: HowItWorks,
  args: {
    title: "Reach care in four steps",
    steps,
    image: howItWorksImage,
    imageAlt: "A phone showing a video visit",
  },
} satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
} satisfies Story;
