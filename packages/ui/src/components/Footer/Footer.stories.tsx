import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { footerProps } from "../../stories/fixtures.js";
import { Footer } from "./Footer.js";

/**
 * The bottom of every page, on the inverse (dark) surface: support phone and e-mail, the business
 * address, the legal, billing, cancellation and FDA notices, the accepted payment cards, the
 * security and delivery policy links and the copyright. Columns side by side on wide screens stack
 * on phones.
 *
 * **Do** keep the notices' wording as the spec gives it: they are legal texts.
 *
 * **Don't** use colours outside the inverse text roles on its dark surface; they are the ones
 * checked for contrast (see Tokens/Contrast).
 */
const meta = {
  title: "Page frame/Footer",
  component: Footer,
  args: footerProps,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: footerProps.phoneLabel })).toHaveAttribute(
      "href",
      footerProps.phoneHref,
    );
    await expect(canvas.getByRole("link", { name: "Security policy" })).toHaveAttribute(
      "href",
      "security-policy",
    );
    await expect(canvas.getByText(footerProps.copyright)).toBeVisible();
  },
} satisfies Story;

export const Phone = { globals: { viewport: { value: "phone" } } } satisfies Story;

/** A site that asks for consent: "Privacy choices" after the policy links opens the consent notice again. */
export const WithPrivacyChoices = {
  args: { privacyChoices: { label: "Privacy choices", onPress: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole("navigation", { name: "Policies" });
    const button = within(nav).getByRole("button", { name: "Privacy choices" });
    await expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Security policy", "Delivery policy", "Privacy choices"]);
    await userEvent.click(button);
    await expect(args.privacyChoices?.onPress).toHaveBeenCalledOnce();
  },
} satisfies Story;
