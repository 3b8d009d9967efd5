import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../Button/Button.js";
import { autofillPresets } from "../Field/autofill.js";
import { SelectField } from "../SelectField/SelectField.js";
import { TextAreaField } from "../TextAreaField/TextAreaField.js";
import { TextField } from "../TextField/TextField.js";
import { Modal, type ModalProps } from "./Modal.js";

const reasons = [
  "Too expensive",
  "Not longer needed",
  "Didn't receive welcome letter",
  "Not what I was looking for",
  "I have never subscribed",
].map((reason) => ({ value: reason, label: reason }));

function CancellationForm() {
  return (
    <form style={{ display: "grid", gap: "1rem" }} onSubmit={(event) => event.preventDefault()}>
      <TextField name="orderId" label="Order ID" required />
      <TextField
        name="phoneNumber"
        label="Phone number"
        required
        {...autofillPresets.phoneNumber}
      />
      <TextField name="email" label="Email" required {...autofillPresets.email} />
      <SelectField
        name="reasonForCancellation"
        label="Reason for cancellation"
        options={reasons}
        placeholder="Select a reason"
        required
        defaultValue=""
      />
      <TextAreaField name="message" label="Message" rows={3} />
      <Button type="submit">Send</Button>
    </form>
  );
}

function ModalDemo(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel Product</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

/**
 * A modal window with a title, a close button and any content, such as the floating cancellation
 * form. The page behind is dimmed; Escape and the close button close it and return the focus to
 * what opened it.
 *
 * **Don't** use it for a message with one button: that is the Dialog.
 */
const meta = {
  title: "Dialogs/Modal",
  component: Modal,
  // Shown in its own frame on the docs page: it covers the viewport.
  parameters: { docs: { story: { inline: false, height: "640px" } } },
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: true,
    title: "Notify us if you have a cancellation request",
    onClose: fn(),
    children: <CancellationForm />,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CancellationDialog = {
  play: async ({ canvas }) => {
    // showModal() runs in an effect after the first render.
    const dialog = await canvas.findByRole("dialog", {
      name: "Notify us if you have a cancellation request",
    });
    await expect(dialog).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Order ID" })).toBeVisible();
  },
} satisfies Story;

export const OpenAndClose = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: "Cancel Product" });
    await userEvent.click(trigger);
    await expect(await canvas.findByRole("dialog")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    // The native close event comes a task after close().
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(trigger).toHaveFocus();
  },
} satisfies Story;

/** In the page layer: its own backdrop and Tab kept inside, so a captcha challenge can sit above it. */
export const InPageLayer = {
  args: { layer: "page" },
  play: async ({ canvas }) => {
    // The modal opens in an effect after the first render.
    const dialog = await canvas.findByRole("dialog", {
      name: "Notify us if you have a cancellation request",
    });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
} satisfies Story;
