import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { basicPlan, premiumPlan } from "../../stories/fixtures.js";
import { CheckboxField } from "../CheckboxField/CheckboxField.js";
import { PlanCard, PlanCardList } from "./PlanCard.js";

/**
 * One membership plan: its name, the monthly price with the cents set small, the billing period,
 * the trial offer and a Buy button. The checkout variant drops the button, has a fixed height
 * (25em) and holds the terms checkbox with its error. A list of plans sits side by side from tablet
 * width and stacks on phones.
 *
 * **Do** show the plans in the same order everywhere (BASIC, then PREMIUM).
 *
 * **Don't** round or restyle the price: the cents are part of the price the spec shows.
 */
const meta = {
  title: "Cards/PlanCard",
  component: PlanCard,
  args: { plan: basicPlan, onBuy: fn() },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("$39")).toBeVisible();
    await expect(canvas.getByText(".95")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Buy" }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
} satisfies Story;

export const Premium = { args: { plan: premiumPlan } } satisfies Story;

export const Checkout = {
  args: {
    plan: premiumPlan,
    variant: "checkout",
    termsSlot: (
      <CheckboxField
        name="terms"
        label={
          <>
            I accept the <a href="/terms-of-service">terms and conditions</a>
          </>
        }
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("checkbox", { name: /I accept the terms/ })).toBeVisible();
    const card = canvasElement.querySelector("article");
    await expect(card && getComputedStyle(card).height).toBe("400px");
  },
} satisfies Story;

export const CheckoutWithTermsError = {
  args: {
    ...Checkout.args,
    termsSlot: (
      <CheckboxField
        name="terms"
        error="You must accept terms and conditions"
        label={
          <>
            I accept the <a href="/terms-of-service">terms and conditions</a>
          </>
        }
      />
    ),
  },
} satisfies Story;

export const BothPlans = {
  render: (args) => (
    <PlanCardList plans={[basicPlan, premiumPlan]} onBuy={args.onBuy} label="Plans" />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole("button", { name: "Buy" });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
} satisfies Story;
