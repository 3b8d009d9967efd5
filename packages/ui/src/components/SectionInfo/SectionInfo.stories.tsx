import type { Meta, StoryObj } from "@storybook/react-vite";
import { SectionInfo } from "./SectionInfo.js";

const meta = {
  title: "Page/SectionInfo",
  component: SectionInfo,
  args: { title: "Get to know the team", color: "primary" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SectionInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary = {} satisfies Story;
export const Secondary = { args: { color: "secondary" } } satisfies Story;
export const Accent = { args: { color: "accent" } } satisfies Story;
export const Subtle = { args: { color: "subtle" } } satisfies Story;
export const Inverse = { args: { color: "inverse" } } satisfies Story;
