import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { footerProps } from "../../stories/fixtures.js";
import { Footer } from "./Footer.js";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  args: footerProps,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: footerProps.phoneLabel })).toHaveAttribute(
      "href",
      footerProps.phoneHref,
    );
    await expect(canvas.getByRole("link", { name: "Security policy" })).toHaveAttribute(
      "href",
      "security-policy",
    );
    await expect(canvas.getByText(footerProps.copyright)).toBeVisible();
  },
} satisfies Story;

export const Phone = { globals: { viewport: { value: "phone" } } } satisfies Story;
