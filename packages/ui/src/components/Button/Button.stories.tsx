import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { InverseSurface } from "../../stories/Surfaces.js";
import { Button, ButtonLink } from "./Button.js";

/**
 * The action of a page or form. Primary (filled brand colour) is the main action, secondary the
 * alternative one, inverse the action on a dark surface such as a banner. A button can also be a
 * link (for example a tel: link to call) that looks the same. Disabled buttons stay visible but do
 * nothing, such as Send until the captcha is solved.
 *
 * **Do** use one primary button per group of actions, with a verb as its label ("Buy", "Send").
 *
 * **Don't** use a button to go to another page when a link in the text would do.
 */
const meta = {
  title: "Actions/Button",
  component: Button,
  args: { children: "Buy", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Buy" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const Secondary = { args: { variant: "secondary", children: "Learn more" } } satisfies Story;

export const Inverse = {
  args: { variant: "inverse", children: "See plans" },
  decorators: [
    (Story) => (
      <InverseSurface>
        <Story />
      </InverseSurface>
    ),
  ],
} satisfies Story;

export const Disabled = {
  args: { disabled: true, children: "Send" },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Send" });
    await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
} satisfies Story;

/** A form's submit: full width on a phone, its own width from tablet width. */
export const FullWidthOnPhone = {
  args: { fullWidth: "phone", children: "Purchase" },
  globals: { viewport: { value: "phone" } },
} satisfies Story;

export const AsLink = {
  render: () => <ButtonLink href="tel:8005550100">CALL NOW</ButtonLink>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "CALL NOW" })).toHaveAttribute(
      "href",
      "tel:8005550100",
    );
  },
} satisfies Story;
