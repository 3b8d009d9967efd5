import type { Meta, StoryObj } from "@storybook/react-vite";
import { SectionInfo } from "./SectionInfo.js";

/**
 * A coloured band with a heading (and optional text) that introduces a section, such as "Get to
 * know the team". Its colour is one of the theme's roles (primary, secondary, accent, subtle,
 * inverse), each with a text colour that keeps AA contrast, so a re-brand keeps it readable.
 *
 * **Do** pick the role by the section's weight: primary for the main sections, subtle for secondary
 * ones.
 *
 * **Don't** pass a raw colour: only the roles are checked for contrast.
 */
const meta = {
  title: "Page blocks/SectionInfo",
  component: SectionInfo,
  args: { title: "Get to know the team", color: "primary" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SectionInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary = {} satisfies Story;
export const Secondary = { args: { color: "secondary" } } satisfies Story;
export const Accent = { args: { color: "accent" } } satisfies Story;
// Shows no colour or radius a brand overrides: the visual check expects it the same under every brand.
export const Subtle = { args: { color: "subtle" }, tags: ["brand-neutral"] } satisfies Story;
export const Inverse = { args: { color: "inverse" } } satisfies Story;
