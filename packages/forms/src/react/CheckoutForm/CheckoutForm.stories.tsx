import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import esUS from "../../locales/es-US.json" with { type: "json" };
import {
  cardMark,
  chargedInAnotherTab,
  pendingBeforeReload,
  storageBlocked,
  validEntries,
} from "../../test/checkoutStories.js";
import {
  basicPlan,
  captchaLabel,
  contactDetails,
  dialogCatalogue,
  FakeCaptcha,
  networkError,
  paymentApproved,
  paymentDeclined,
  premiumPlan,
  SandboxCaptcha,
  timedOut,
  UnavailableCaptcha,
} from "../../test/fixtures.js";
import { fillAndSubmit, fillByLabel, pending, solveCaptcha } from "../../test/stories.js";
import { FormsLocaleProvider } from "../FormsLocaleProvider/FormsLocaleProvider.js";
import { CheckoutForm } from "./CheckoutForm.js";

/**
 * The checkout page's form for the chosen plan: the card number (grouped as it is typed, with the
 * accepted cards), expiry and CVV, the plan card holding the terms checkbox and the renewal terms,
 * the order summary and total, the billing address, the captcha and Purchase. Each field shows its
 * §5 message once it is left; a declined card, a missing acceptance of the terms, a slow payment and
 * an approved purchase each end in their dialog.
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

/** Bad values, once each field is left, show the exact §5 message under it (after any hint). */
export const InvalidValues: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, {
      "Card number": "41111111111111112",
      CVV: "12a",
      "Expiration date": "08-2",
      "Zip code": "33l39",
    });
    const described = (name: string) => canvas.getByRole("textbox", { name });
    await waitFor(() =>
      expect(described("Card number")).toHaveAccessibleDescription(
        "This field must have 16 digits",
      ),
    );
    await expect(described("CVV")).toHaveAccessibleDescription(/This field only accepts numbers$/);
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
    await fillAndSubmit(canvas, userEvent, "Purchase", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription("You must accept terms and conditions");
    await expect(args.submitPayment).not.toHaveBeenCalled();
  },
};

export const BadExpiry: Story = {
  args: { termsAccepted: true },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Purchase", {
      ...validEntries,
      "Expiration date": "05-26",
    });
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
    await fillAndSubmit(canvas, userEvent, "Purchase", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "Error!" });
    await expect(dialog).toHaveAccessibleDescription("Insufficient funds");
  },
};

/** A 3-digit cvv purchases: the field hint follows the per-field rule, the submit accepts 3 or 4. */
export const Purchased: Story = {
  args: { termsAccepted: true },
  play: async ({ canvas, userEvent, args }) => {
    await fillAndSubmit(canvas, userEvent, "Purchase", validEntries);
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
    await fillAndSubmit(canvas, userEvent, "Purchase", validEntries);
    await expect(canvas.getByRole("status")).toHaveTextContent("Processing your payment");
  },
};

/** Values typed as people write them: the card in groups with its brand, mm-yy, ten phone digits. */
export const FormattedEntries: Story = {
  args: {
    acceptedCards: [
      { label: "Visa", src: cardMark("#1A1F71", "VISA") },
      { label: "American Express", src: cardMark("#2E77BC", "AMEX") },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await fillByLabel(canvas, userEvent, {
      "Card number": "3782-822463-10005",
      "Expiration date": "12/2029",
      "Phone number": "+1 (305) 555-0100",
    });
    await expect(canvas.getByRole("textbox", { name: "Card number" })).toHaveValue(
      "3782 822463 10005",
    );
    await expect(canvas.getByText("Card type: American Express")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Expiration date" })).toHaveValue("12-29");
    await expect(canvas.getByRole("textbox", { name: "Phone number" })).toHaveValue("3055550100");
  },
};

/** The captcha's token expired: Purchase is disabled again and a line says why. */
export const CaptchaExpired: Story = {
  play: async ({ canvas, userEvent }) => {
    const captcha = canvas.getByRole("checkbox", { name: captchaLabel });
    await userEvent.click(captcha);
    await userEvent.click(captcha);
    await expect(canvas.getByRole("button", { name: "Purchase" })).toHaveAccessibleDescription(
      "The captcha expired. Please complete it again.",
    );
  },
};

/** The captcha's script could not load: the line offers the support phone. */
export const CaptchaUnavailable: Story = {
  args: { captcha: UnavailableCaptcha, supportPhone: contactDetails },
  play: async ({ canvas }) => {
    // The captcha reports its failure in an effect after the first render.
    await expect(await canvas.findByRole("link", { name: "(800) 555-0100" })).toHaveAttribute(
      "href",
      "tel:8005550100",
    );
  },
};

/** No answer in time: the spec's text, then what to check before trying again. */
export const TimedOut: Story = {
  args: { termsAccepted: true, submitPayment: fn(async () => timedOut) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Purchase", validEntries);
    const dialog = await canvas.findByRole("dialog", { name: "Error" });
    await expect(dialog).toHaveAccessibleDescription(
      /check your e-mail for a confirmation before you try again\.$/,
    );
  },
};

/** A second Purchase of an order that may have gone through asks first. */
export const AsksBeforeRepeat: Story = {
  args: { termsAccepted: true, submitPayment: fn(async () => networkError) },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, "Purchase", validEntries);
    const error = await canvas.findByRole("dialog", { name: "Error" });
    await userEvent.click(within(error).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    // The captcha's token left with the order: it is solved again for the next one.
    await solveCaptcha(canvas, userEvent, "Purchase");
    await userEvent.click(canvas.getByRole("button", { name: "Purchase" }));
    await expect(await canvas.findByRole("dialog", { name: "Purchase again?" })).toBeVisible();
  },
};

/** Back after a reload while an order of this plan was on its way: the form says it may have gone through. */
export const PendingAfterReload: Story = {
  args: { pendingOrders: pendingBeforeReload },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /with the card ending 1111, sent from this browser, may have gone through/,
      ),
    ).toBeVisible();
  },
};

/** This plan was bought a few minutes ago, in this tab or another: the form says so, and Purchase asks first. */
export const ChargedInAnotherTab: Story = {
  args: { pendingOrders: chargedInAnotherTab },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/with the card ending 1111 went through a few minutes ago/),
    ).toBeVisible();
  },
};

/** The browser blocks storage: the form says it cannot warn about an order after a reload. */
export const StorageBlocked: Story = {
  args: { pendingOrders: storageBlocked },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/does not let the site keep a note of your order/),
    ).toBeVisible();
  },
};

/** The es-US catalogue through `FormsLocaleProvider`: Spanish labels, messages, captcha and dialogs. */
export const Spanish: Story = {
  args: { dialogs: undefined, captcha: SandboxCaptcha },
  decorators: [
    (Story) => (
      <FormsLocaleProvider catalogue={esUS}>
        <Story />
      </FormsLocaleProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { name: "Datos de pago" })).toBeVisible();
    await fillByLabel(canvas, userEvent, { "Código postal": "" });
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: "Código postal" })).toHaveAccessibleDescription(
        "Ingrese su código postal",
      ),
    );
    await solveCaptcha(
      canvas,
      userEvent,
      "Comprar",
      "No soy un robot (captcha de prueba — sin verificación real)",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Comprar" }));
    const dialog = await canvas.findByRole("dialog", { name: "¡Error!" });
    await expect(dialog).toHaveAccessibleDescription("Debe aceptar los términos y condiciones");
    await expect(within(dialog).getByRole("button", { name: "Aceptar" })).toBeVisible();
  },
};
