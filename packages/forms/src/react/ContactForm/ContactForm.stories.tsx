import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { dialogCatalogue, FakeCaptcha, networkError, relaySent } from "../../test/fixtures.js";
import { fillAndSubmit, fillByLabel, pending, solveCaptcha } from "../../test/stories.js";
import { ContactForm } from "./ContactForm.js";

const validEntries = {
  "Full name": "Jane Doe",
  "Phone number": "3055550100",
  Email: "jane@example.com",
  Message: "Please call me back",
};

/**
 * The contact page's form: full name, phone number, e-mail and message, the captcha and Send. Each
 * field shows its message of the spec's §5 as the visitor types; Send stays disabled until the
 * captcha is solved; while the message is sent the loading overlay covers the page; the result is
 * one of the §8 dialogs (sent, missing fields or error).
 *
 * **Do** keep the field order and labels of the spec: the messages refer to them.
 *
 * **Don't** add optional fields: every field here is required.
 */
const meta = {
  title: "Forms/ContactForm",
  component: ContactForm,
  // Each state in its own frame on the docs page, so its play function types and sends as in the canvas.
  parameters: { docs: { story: { inline: false, height: "600px" } } },
  args: {
    sendRelayMessage: fn(async () => relaySent),
    captcha: FakeCaptcha,
    dialogs: dialogCatalogue,
    onDone: fn(),
  },
  argTypes: { captcha: { control: false }, dialogs: { control: false } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Bad values, once each field is left, show the exact §5 message under it. */
export const InvalidValues: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, {
      "Full name": "J4ne",
      "Phone number": "30555",
      Email: "1jane@example.com",
    });
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveAccessibleDescription(
        "It doesn't have valid characters for a name",
      ),
    );
    await expect(canvas.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
      "10-digit US number The phone number must be 10 digits",
    );
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "The email must not start with numbers",
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
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, "Send");
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription("You must fill out the fields to continue");
    await expect(args.sendRelayMessage).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, "Send", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "Message sent!" });
    await expect(dialog).toHaveAccessibleDescription(
      "One our representatives will contact you shortly",
    );
    await expect(args.sendRelayMessage).toHaveBeenCalledOnce();
  },
};

export const SendingFailed: Story = {
  args: { sendRelayMessage: fn(async () => networkError) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Send", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "Error" });
    await expect(dialog).toHaveAccessibleDescription(
      "Error sending contact email. Please, try again",
    );
  },
};

export const Loading: Story = {
  args: { sendRelayMessage: fn(() => pending()) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Send", validEntries);
    await expect(canvas.getByRole("status")).toHaveTextContent("Sending your message");
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};
