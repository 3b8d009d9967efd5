import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import {
  dialogCatalogue,
  FakeCaptcha,
  networkError,
  reasons,
  recordSent,
  relaySent,
} from "../../test/fixtures.js";
import { fillAndSubmit, fillByLabel, pending, solveCaptcha } from "../../test/stories.js";
import { CancellationForm } from "./CancellationForm.js";

const validEntries = {
  "Order ID": "A-1029",
  "Phone number": "3055550100",
  Email: "jane@example.com",
  "Reason for cancellation": "Too expensive",
  Message: "Please cancel my plan",
};

/**
 * The cancel page's form: order ID, phone number, e-mail, the reason for cancelling (a list) and an
 * optional message, the captcha and Send. It validates like the contact form and ends with the
 * cancellation's own §8 dialogs (sent or error).
 */
const meta = {
  title: "Forms/CancellationForm",
  component: CancellationForm,
  // Each state in its own frame on the docs page, so its play function types and sends as in the canvas.
  parameters: { docs: { story: { inline: false, height: "720px" } } },
  args: {
    sendRelayMessage: fn(async () => relaySent),
    postCancellationRecord: fn(async () => recordSent),
    reasons,
    captcha: FakeCaptcha,
    dialogs: dialogCatalogue,
    onDone: fn(),
  },
  argTypes: { captcha: { control: false }, dialogs: { control: false } },
} satisfies Meta<typeof CancellationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Bad values, once each field is left, show the exact §5 message under it. */
export const InvalidValues: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, {
      "Order ID": "<A1>",
      "Phone number": "305-555-CALL",
      Email: "jane@example",
    });
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "Order ID" })).toHaveAccessibleDescription(
        "The order id must not have special characters",
      ),
    );
    await expect(canvas.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
      "10-digit US number This field only accepts numbers",
    );
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "It is missing: @, a dot (.), and other characters, for a valid email",
    );
  },
};

/** Solving the captcha enables the Send button. */
export const CaptchaSolved: Story = {
  play: async ({ canvas, userEvent }) => {
    await solveCaptcha(canvas, userEvent, "Send");
  },
};

export const RequiredFieldsDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Send");
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription("You must fill out the fields to continue");
  },
};

export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, "Send", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "The cancellation was sent" });
    await expect(dialog).toHaveAccessibleDescription("One of our advisors will contact you soon.");
    await expect(args.postCancellationRecord).toHaveBeenCalledOnce();
  },
};

export const EmailFailed: Story = {
  args: { sendRelayMessage: fn(async () => networkError) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Send", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "Error" });
    await expect(dialog).toHaveAccessibleDescription(
      "Error sending the cancellation email. Please, try again",
    );
  },
};

export const Loading: Story = {
  args: { sendRelayMessage: fn(() => pending()) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Send", validEntries);
    await expect(canvas.getByRole("status")).toHaveTextContent("Sending your cancellation request");
  },
};
