import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { usStates } from "../../stories/fixtures.js";
import { autofillPresets } from "../Field/autofill.js";
import { SelectField } from "./SelectField.js";

/**
 * A labelled drop-down list, such as the US state or the reason for cancellation, with an empty
 * first choice ("Select a state") and the same hint and error behaviour as the text field.
 *
 * **Do** use it for a fixed list of more than five choices; fewer fit as visible options.
 */
const meta = {
  title: "Form fields/SelectField",
  component: SelectField,
  args: {
    name: "state",
    label: "State",
    options: usStates,
    placeholder: "Select a state",
    autoComplete: autofillPresets.state.autoComplete,
    defaultValue: "",
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole("combobox", { name: "State" });
    await expect(select).toHaveAttribute("autocomplete", "address-level1");
    await userEvent.selectOptions(select, "Florida");
    await expect(select).toHaveValue("Florida");
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const WithError = {
  args: { error: "Please select a valid state" },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "State" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Please select a valid state");
  },
} satisfies Story;
