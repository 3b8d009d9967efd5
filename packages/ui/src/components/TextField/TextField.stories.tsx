import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn } from "storybook/test";
import { autofillPresets } from "../Field/autofill.js";
import { TextField, type TextFieldProps } from "./TextField.js";

/** Holds the typed value so the field can be used in the canvas. */
function StatefulTextField(props: TextFieldProps) {
  const [value, setValue] = useState(String(props.value ?? ""));
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        props.onChange?.(event);
      }}
    />
  );
}

/**
 * A labelled one-line input with an optional hint under it. An error message appears under the
 * hint, thickens the border in the error colour and is read out with the field. Required fields
 * show an asterisk. Fields fill their container's width.
 *
 * **Do** show the exact message of the spec's §5 under the field it concerns.
 *
 * **Don't** use the placeholder as the label: it disappears as soon as the visitor types.
 */
const meta = {
  title: "Form fields/TextField",
  component: TextField,
  render: (args) => <StatefulTextField {...args} />,
  args: { name: "email", label: "Email", onChange: fn(), onBlur: fn(), ...autofillPresets.email },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "jane@example.test");
    await expect(input).toHaveValue("jane@example.test");
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
} satisfies Story;

export const WithHint = { args: { hint: "Please enter a valid email" } } satisfies Story;

export const Required = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeRequired();
  },
} satisfies Story;

/** The form shows the §5 message as `error`; the field ties it to the input. */
export const EmailStartsWithNumbers = {
  args: { value: "1jane@example.test", error: "The email must not start with numbers" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("The email must not start with numbers");
  },
} satisfies Story;

export const EmailMissingParts = {
  args: {
    value: "jane",
    error: "It is missing: @, a dot (.), and other characters, for a valid email",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "It is missing: @, a dot (.), and other characters, for a valid email",
    );
  },
} satisfies Story;

export const FirstNameError = {
  args: {
    name: "firstName",
    label: "First name",
    ...autofillPresets.firstName,
    value: "J4ne",
    error: "It doesn't have valid characters for a name",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "First name" });
    await expect(input).toHaveAttribute("autocomplete", "given-name");
    await expect(input).toHaveAccessibleDescription("It doesn't have valid characters for a name");
  },
} satisfies Story;

export const PhoneError = {
  args: {
    name: "phoneNumber",
    label: "Phone number",
    ...autofillPresets.phoneNumber,
    value: "555",
    error: "The phone number must be 10 digits",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Phone number" });
    await expect(input).toHaveAttribute("inputmode", "tel");
    await expect(input).toHaveAccessibleDescription("The phone number must be 10 digits");
  },
} satisfies Story;

export const CardNumberError = {
  args: {
    name: "cardNumber",
    label: "Card number",
    ...autofillPresets.cardNumber,
    value: "41111111111111111",
    error: "This field must have 16 digits",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Card number" });
    await expect(input).toHaveAttribute("autocomplete", "cc-number");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveAccessibleDescription("This field must have 16 digits");
  },
} satisfies Story;

export const ExpiryWithHint = {
  args: {
    name: "expDate",
    label: "Expiration date",
    ...autofillPresets.expDate,
    placeholder: "mm-yy",
    value: "13-20",
    hint: "Please enter a valid expDate format(mm-yy)",
    error: "The expiration date of your card is not valid",
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: "Expiration date" }),
    ).toHaveAccessibleDescription(
      "Please enter a valid expDate format(mm-yy) The expiration date of your card is not valid",
    );
  },
} satisfies Story;

export const CvvError = {
  args: {
    name: "fcvv",
    label: "CVV",
    ...autofillPresets.cvv,
    value: "12",
    error: "The cvv must have 3 digits",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "CVV" });
    await expect(input).toHaveAttribute("autocomplete", "cc-csc");
    await expect(input).toHaveAccessibleDescription("The cvv must have 3 digits");
  },
} satisfies Story;

export const ZipCodeError = {
  args: {
    name: "zipCode",
    label: "Zip code",
    ...autofillPresets.zipCode,
    value: "32a01",
    error: "Zip code only accepts numbers",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Zip code" });
    await expect(input).toHaveAttribute("autocomplete", "postal-code");
    await expect(input).toHaveAccessibleDescription("Zip code only accepts numbers");
  },
} satisfies Story;
