import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { phoneHref, phoneLabel, supportEmail, supportHours } from "../../stories/fixtures.js";
import { ContactCard } from "./ContactCard.js";

/**
 * Customer service at a glance on the contact and about pages: the phone (a link that dials), the
 * e-mail address, the support hours, the emergency advice and where to get billing help.
 */
const meta = {
  title: "Cards/ContactCard",
  component: ContactCard,
  args: {
    title: "Customer service",
    phoneLabel,
    phoneHref,
    email: supportEmail,
    hours: supportHours,
    emergencyAdvice: "If you have a medical emergency, dial 911.",
    billingHelp: "For billing help, get in touch with us.",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "24rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: phoneLabel })).toHaveAttribute("href", phoneHref);
  },
} satisfies Story;
