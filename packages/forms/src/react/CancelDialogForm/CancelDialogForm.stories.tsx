import { FloatingCancelButton } from "@membership/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { dialogCatalogue, FakeCaptcha, reasons, recordSent } from "../../test/fixtures.js";
import { fillAndSubmit, fillByLabel, pending, solveCaptcha } from "../../test/stories.js";
import { CancelDialogForm, type CancelDialogFormProps } from "./CancelDialogForm.js";
import { CancelDialogShell } from "./CancelDialogShell.js";

const validEntries = {
  "Order ID": "A-1029",
  "Phone number": "3055550100",
  Email: "jane@example.com",
  "Reason for cancellation": "Not what I was looking for",
};

// The site's side: the floating button opens the dialog, and closing it turns `open` off.
function FloatingCancel(args: CancelDialogFormProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <FloatingCancelButton label="Cancel Product" onClick={() => setOpen(true)} />
      <CancelDialogForm
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

type Canvas = ReturnType<typeof within>;

/** The open form dialog, once `showModal()` ran (a closed <dialog> has no accessible content). */
async function openForm(canvas: Canvas): Promise<Canvas> {
  return within(await canvas.findByRole("dialog", { name: "Cancel your product" }));
}

/**
 * The cancellation request that the floating "Cancel Product" button opens on every page, in a
 * modal: order ID, phone, e-mail and reason, the captcha and Send. Its messages appear inside the
 * dialog, and once sent a confirmation replaces the form.
 *
 * **Don't** open it from anywhere but the floating button: the cancel page has its own form.
 */
const meta = {
  title: "Forms/CancelDialogForm",
  component: CancelDialogForm,
  // Shown in its own frame on the docs page: it covers the viewport.
  parameters: { docs: { story: { inline: false, height: "720px" } } },
  render: (args) => <FloatingCancel {...args} />,
  args: {
    open: true,
    onClose: fn(),
    postCancellationRecord: fn(async () => recordSent),
    reasons,
    captcha: FakeCaptcha,
    dialogs: dialogCatalogue,
    onDone: fn(),
  },
  argTypes: { captcha: { control: false }, dialogs: { control: false } },
} satisfies Meta<typeof CancelDialogForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cancel Product" }));
    await expect(await canvas.findByRole("dialog", { name: "Cancel your product" })).toBeVisible();
  },
};

/** Solving the captcha enables the Send button. */
export const CaptchaSolved: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas);
    await solveCaptcha(form, userEvent, "Send");
  },
};

export const RequiredMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas);
    await fillAndSubmit(form, userEvent, "Send");
    // The alert is always in the dialog: wait for its text.
    await waitFor(() =>
      expect(form.getByRole("alert")).toHaveTextContent(
        "All fields are required and ReCAPTCHA must be completed.",
      ),
    );
  },
};

/** Typing a bad email shows the dialog's own message, also when sending. */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas);
    await fillByLabel(form, userEvent, { ...validEntries, Email: "jane@example" });
    await waitFor(() =>
      expect(form.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
        "Please enter a valid email address.",
      ),
    );
    await fillAndSubmit(form, userEvent, "Send");
    await waitFor(() =>
      expect(form.getByRole("alert")).toHaveTextContent("Please enter a valid email address."),
    );
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas);
    await fillByLabel(form, userEvent, { ...validEntries, "Phone number": "305-555-01" });
    await waitFor(() =>
      expect(form.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
        "10-digit US number Phone number must be numeric and 10 digits.",
      ),
    );
    await fillAndSubmit(form, userEvent, "Send");
    await waitFor(() =>
      expect(form.getByRole("alert")).toHaveTextContent(
        "Phone number must be numeric and 10 digits.",
      ),
    );
  },
};

/** An empty message is sent as "No additional details"; the confirmation replaces the form. */
export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas);
    await fillAndSubmit(form, userEvent, "Send", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "The cancellation was sent" });
    await expect(dialog).toHaveAccessibleDescription("One of our advisors will contact you soon.");
    await expect(args.postCancellationRecord).toHaveBeenCalledWith(
      expect.objectContaining({ message: "No additional details" }),
    );
  },
};

export const RecordFailed: Story = {
  args: {
    postCancellationRecord: fn(async () => ({ kind: "rejected", status: 500, text: "" }) as const),
  },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas);
    await fillAndSubmit(form, userEvent, "Send", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "Error" });
    await expect(dialog).toHaveAccessibleDescription("The request could not be sent");
  },
};

export const Loading: Story = {
  args: { postCancellationRecord: fn(() => pending()) },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas);
    await fillAndSubmit(form, userEvent, "Send", validEntries);
    await expect(form.getByRole("status")).toHaveTextContent("Sending your cancellation request");
  },
};

// The site's first frame: the button opens the shell by itself (an invoker command), before any script.
function ShellFirst() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatingCancelButton label="Cancel Product" opens="cancel-dialog-shell" />
      <CancelDialogShell
        id="cancel-dialog-shell"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        title="Cancel Product"
        intro="Fill in your order details and tell us why you want to cancel."
      />
    </>
  );
}

/**
 * What a tap shows before the form's code is in: the shell, with the dialog's title and intro, busy. The site swaps in
 * the form's dialog (same title and intro) in one frame once its code and texts have loaded.
 */
export const Shell: Story = {
  render: () => <ShellFirst />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cancel Product" }));
    const shell = await canvas.findByRole("dialog", { name: "Cancel Product" });
    await expect(shell).toBeVisible();
    await expect(within(shell).getByText(/Fill in your order details/)).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};
