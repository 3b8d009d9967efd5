import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { TextAreaField } from "./TextAreaField.js";

/**
 * A labelled multi-line input for free text, such as the contact form's message, with the same hint
 * and error behaviour as the text field.
 */
const meta = {
  title: "Form fields/TextAreaField",
  component: TextAreaField,
  args: { name: "message", label: "Message", onChange: fn() },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Please call me back.");
    await expect(textarea).toHaveValue("Please call me back.");
  },
} satisfies Story;

export const WithError = {
  args: { error: "Message cannot be empty", hint: "Please enter a valid message" },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toHaveAccessibleDescription(
      "Please enter a valid message Message cannot be empty",
    );
  },
} satisfies Story;
