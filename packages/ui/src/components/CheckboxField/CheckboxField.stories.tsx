import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { CheckboxField } from "./CheckboxField.js";

/**
 * A checkbox with its label, which may hold a link (the checkout's "I accept the terms and
 * conditions"), and an error message under it when it must be ticked.
 */
const meta = {
  title: "Form fields/CheckboxField",
  component: CheckboxField,
  args: {
    name: "terms",
    label: (
      <>
        I have read and accept the <a href="/terms-of-service">terms and conditions</a>
      </>
    ),
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole("checkbox", {
      name: "I have read and accept the terms and conditions",
    });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
  },
} satisfies Story;

export const Checked = { args: { defaultChecked: true } } satisfies Story;

export const WithError = {
  args: { error: "You must accept terms and conditions" },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox");
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("You must accept terms and conditions");
  },
} satisfies Story;
