import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { MenuButton } from "./MenuButton.js";

/**
 * The three-line ("hamburger") button that opens the side drawer on screens narrower than 1024 px.
 * It tells assistive technology whether the drawer is open and which drawer it controls.
 *
 * **Don't** use it for anything but opening the navigation drawer.
 */
const meta = {
  title: "Page frame/MenuButton",
  component: MenuButton,
  args: { label: "Menu", expanded: false, controls: "story-drawer", onClick: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        {/* The drawer it controls; aria-controls must point at an element. */}
        <div id="story-drawer" hidden />
      </>
    ),
  ],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const Expanded = {
  args: { expanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
} satisfies Story;
