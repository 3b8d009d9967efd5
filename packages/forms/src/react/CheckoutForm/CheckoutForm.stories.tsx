import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import {
  basicPlan,
  dialogCatalogue,
  FakeCaptcha,
  paymentApproved,
  paymentDeclined,
  premiumPlan,
} from "../../test/fixtures.js";
import { fillByLabel, pending, solveCaptcha } from "../../test/stories.js";
import { CheckoutForm } from "./CheckoutForm.js";

const validEntries = {
  "Card number": "4111111111111111",
  CVV: "123",
  "Expiration date": "08-27",
  "First name": "Jane",
  "Last name": "Doe",
  Address: "100 Ocean Drive",
  "Address 2": "Apt 4",
  City: "Miami",
  State: "Florida",
  "Zip code": "33139",
  Email: "jane@example.com",
  "Phone number": "3055550100",
};

/**
 * The checkout page's form for the chosen plan: the card number, CVV and expiry, the plan card
 * holding the terms checkbox, the order summary and total, the billing address, the captcha and
 * Purchase. Each field shows its §5 message; a declined card, a missing acceptance of the terms and
 * an approved purchase each end in their §8 dialog.
 *
 * **Do** keep the card fields first: visitors have their card in hand when they arrive.
 *
 * **Don't** show the card number or CVV anywhere after sending: the form clears them on success.
 */
const meta = {
  title: "Forms/CheckoutForm",
  component: CheckoutForm,
  // Each state in its own frame on the docs page, so its play function types and sends as in the canvas.
  parameters: { docs: { story: { inline: false, height: "960px" } } },
  args: {
    plan: basicPlan,
    submitPayment: fn(async () => paymentApproved("Transaction approved")),
    onTermsChange: fn(),
    // A fixed clock keeps the expiry examples valid (June 2026).
    now: new Date(2026, 5, 15),
    captcha: FakeCaptcha,
    dialogs: dialogCatalogue,
    onDone: fn(),
  },
  argTypes: {
    captcha: { control: false },
    dialogs: { control: false },
    renderLink: { control: false },
  },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Premium: Story = { args: { plan: premiumPlan } };

export const TermsAccepted: Story = { args: { termsAccepted: true } };

/** Typing bad values shows the exact §5 message under each field. */
export const InvalidValues: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, {
      "Card number": "41111111111111112",
      CVV: "12345",
      "Expiration date": "0827",
      "Zip code": "33l39",
    });
    const described = (name: string) => canvas.getByRole("textbox", { name });
    await expect(described("Card number")).toHaveAccessibleDescription(
      "This field must have 16 digits",
    );
    await expect(described("CVV")).toHaveAccessibleDescription(
      "The cvv must not have more than 3 digits",
    );
    await expect(described("Expiration date")).toHaveAccessibleDescription(
      "Please enter a valid expDate format(mm-yy)",
    );
    await expect(described("Zip code")).toHaveAccessibleDescription(
      "Zip code only accepts numbers",
    );
  },
};

/** Solving the captcha enables the Purchase button. */
export const CaptchaSolved: Story = {
  play: async ({ canvas, userEvent }) => {
    await solveCaptcha(canvas, userEvent, "Purchase");
  },
};

export const TermsNotAccepted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillByLabel(canvas, userEvent, validEntries);
    await solveCaptcha(canvas, userEvent, "Purchase");
    await userEvent.click(canvas.getByRole("button", { name: "Purchase" }));
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription("You must accept terms and conditions");
    await expect(args.submitPayment).not.toHaveBeenCalled();
  },
};

export const BadExpiry: Story = {
  args: { termsAccepted: true },
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, { ...validEntries, "Expiration date": "05-26" });
    await solveCaptcha(canvas, userEvent, "Purchase");
    await userEvent.click(canvas.getByRole("button", { name: "Purchase" }));
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription(
      "The expiration date of your card is not valid",
    );
  },
};

export const Declined: Story = {
  args: {
    termsAccepted: true,
    submitPayment: fn(async () => paymentDeclined("Insufficient funds")),
  },
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, validEntries);
    await solveCaptcha(canvas, userEvent, "Purchase");
    await userEvent.click(canvas.getByRole("button", { name: "Purchase" }));
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription("Insufficient funds");
  },
};

/** A 3-digit cvv purchases: the field hint follows the per-field rule, the submit accepts 3 or 4. */
export const Purchased: Story = {
  args: { termsAccepted: true },
  play: async ({ canvas, userEvent, args }) => {
    await fillByLabel(canvas, userEvent, validEntries);
    await solveCaptcha(canvas, userEvent, "Purchase");
    await userEvent.click(canvas.getByRole("button", { name: "Purchase" }));
    const dialog = await canvas.findByRole("dialog", { name: "Successful transaction" });
    await expect(dialog).toHaveAccessibleDescription(
      "Transaction approved An email with the order details will be sent to you shortly.",
    );
    await expect(args.submitPayment).toHaveBeenCalledWith(
      expect.objectContaining({ fcvv: "123", cardType: "Visa", expYear: "2027" }),
    );
  },
};

export const Loading: Story = {
  args: { termsAccepted: true, submitPayment: fn(() => pending()) },
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, validEntries);
    await solveCaptcha(canvas, userEvent, "Purchase");
    await userEvent.click(canvas.getByRole("button", { name: "Purchase" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Processing your payment");
  },
};
