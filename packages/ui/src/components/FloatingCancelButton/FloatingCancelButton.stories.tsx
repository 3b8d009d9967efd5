import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { PageFiller } from "../../stories/Surfaces.js";
import { Modal } from "../Modal/Modal.js";
import { FloatingCancelButton } from "./FloatingCancelButton.js";

/**
 * The "Cancel Product" button fixed to the bottom corner of every page. It stays in view while the
 * page scrolls and opens the cancellation dialog (Forms/CancelDialogForm).
 *
 * **Don't** place other content where it floats: it always sits above the page.
 */
const meta = {
  title: "Page frame/FloatingCancelButton",
  component: FloatingCancelButton,
  args: { label: "Cancel Product", onClick: fn() },
  parameters: { docs: { story: { inline: false, height: "320px" } }, layout: "fullscreen" },
  decorators: [
    (Story) => (
      <>
        <PageFiller>Page content</PageFiller>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof FloatingCancelButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cancel Product" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
} satisfies Story;

function WithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatingCancelButton label="Cancel Product" onClick={() => setOpen(true)} />
      <Modal open={open} title="Cancel your membership" onClose={() => setOpen(false)}>
        <p>The cancellation form goes here.</p>
      </Modal>
    </>
  );
}

export const OpensCancellationDialog = {
  render: () => <WithDialog />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cancel Product" }));
    await expect(
      await canvas.findByRole("dialog", { name: "Cancel your membership" }),
    ).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
} satisfies Story;
