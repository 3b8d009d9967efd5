import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { howItWorksImage, steps } from "../../stories/fixtures.js";
import { HowItWorks } from "./HowItWorks.js";

/**
 * The numbered steps to reach care, with a picture beside them on wide screens and above them on
 * phones. The home page shows the spec's four steps.
 */
const meta = {
  title: "Page blocks/HowItWorks",
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
