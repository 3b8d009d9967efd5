import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../Button/Button.js";
import { Dialog, type DialogProps } from "./Dialog.js";

/** A trigger and the dialog, so it can be opened again after closing it. */
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show dialog</Button>
      <Dialog
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
 * The message a form shows after an action: an error (red title, error icon) or a success (green
 * title, check icon), with one button that closes it. It is a modal: the page behind is dimmed and
 * cannot be reached until the dialog closes, and Escape closes it too. There is one story per
 * dialog of the spec's §8, with its exact title, text and button.
 *
 * **Do** keep the spec's wording; the catalogue in @membership/content is its one source.
 *
 * **Don't** stack a dialog over another: a form shows one message at a time.
 */
const meta = {
  title: "Dialogs/Dialog",
  component: Dialog,
  // Shown in its own frame on the docs page: it covers the viewport.
  parameters: { docs: { story: { inline: false, height: "360px" } } },
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    title: "Error!",
    text: "You must fill out the fields to continue",
    buttonText: "Sure!",
    variant: "error",
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec §8, one story per dialog.
export const RequiredFields = {
  play: async ({ canvas }) => {
    // showModal() runs in an effect after the first render.
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription("You must fill out the fields to continue");
    await expect(canvas.getByRole("button", { name: "Sure!" })).toHaveFocus();
  },
} satisfies Story;

export const CloseWithButton = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Sure!" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    // The native close event comes a task after close().
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(canvas.getByRole("button", { name: "Show dialog" })).toBeVisible();
  },
} satisfies Story;

export const FocusAndEscape = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("button", { name: "Show dialog" });
    await userEvent.click(trigger);
    await expect(await canvas.findByRole("dialog", { name: "Error!" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Sure!" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    // The native close event comes a task after close().
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(trigger).toHaveFocus();
  },
} satisfies Story;

/** A question with two answers; the safe one has the focus. */
export const Question = {
  args: {
    title: "Purchase again?",
    text: "You sent this order a few minutes ago.",
    buttonText: "Don't purchase",
    confirmButtonText: "Purchase again",
    onConfirm: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    // showModal() runs in an effect after the first render.
    await expect(await canvas.findByRole("button", { name: "Don't purchase" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Purchase again" }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
    await expect(args.onClose).not.toHaveBeenCalled();
  },
} satisfies Story;

export const FormatFailure = {
  args: { text: "The phone number must be 10 digits", buttonText: "I am going to change it" },
} satisfies Story;

export const TermsNotAccepted = {
  args: { text: "You must accept terms and conditions", buttonText: "OK" },
} satisfies Story;

export const BadExpiry = {
  args: { text: "The expiration date of your card is not valid", buttonText: "OK" },
} satisfies Story;

export const RelayRejected = {
  args: { title: "Error", text: "Error in the server. Try again, please", buttonText: "OK" },
} satisfies Story;

export const CancellationEmailFailed = {
  args: {
    title: "Error",
    text: "Error sending the cancellation email. Please, try again",
    buttonText: "OK",
  },
} satisfies Story;

export const ContactEmailFailed = {
  args: {
    title: "Error",
    text: "Error sending contact email. Please, try again",
    buttonText: "OK",
  },
} satisfies Story;

export const PaymentRejected = {
  args: { text: "Transaction declined by the card issuer", buttonText: "OK" },
} satisfies Story;

export const PaymentFailed = {
  args: {
    title: "Error",
    text: "Error sending the checkout information. Please try again",
    buttonText: "OK",
  },
} satisfies Story;

export const FloatingRecordFailed = {
  args: { title: "Error", text: "The request could not be sent", buttonText: "OK" },
} satisfies Story;

export const MessageSent = {
  args: {
    title: "Message sent!",
    text: "One our representatives will contact you shortly",
    buttonText: "OK",
    variant: "success",
  },
} satisfies Story;

export const SuccessfulTransaction = {
  args: {
    title: "Successful transaction",
    text: (
      <>
        <p>Transaction approved.</p>
        <p>You will receive an email with the details of your order.</p>
      </>
    ),
    buttonText: "OK",
    variant: "success",
  },
} satisfies Story;

export const CancellationSent = {
  args: {
    title: "The cancellation was sent",
    text: "One of our advisors will contact you soon.",
    buttonText: "OK",
    variant: "success",
  },
} satisfies Story;
