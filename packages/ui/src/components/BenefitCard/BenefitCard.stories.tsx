import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { benefits } from "../../stories/fixtures.js";
import { BenefitCard, BenefitGrid } from "./BenefitCard.js";

const first = benefits[0] ?? { cardTitle: "", cardDescription: "", cardIcon: "", iconAlt: "" };

/**
 * One benefit of the membership: an icon, a short title and one sentence. The grid shows the spec's
 * ten benefits, one column on phones and up to five on wide screens.
 *
 * **Do** keep titles to two or three words so the cards of a row stay the same height.
 *
 * **Don't** give a decorative icon alternative text: it repeats the title to screen readers.
 */
const meta = {
  title: "Cards/BenefitCard",
  component: BenefitCard,
  args: first,
} satisfies Meta<typeof BenefitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "16rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Story;

export const GridOfTen = {
  render: () => <BenefitGrid benefits={benefits} label="Benefits" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(10);
  },
} satisfies Story;
