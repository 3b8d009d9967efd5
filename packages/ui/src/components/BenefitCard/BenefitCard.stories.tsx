import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { benefits } from "../../stories/fixtures.js";
import { BenefitCard, BenefitGrid } from "./BenefitCard.js";

const first = benefits[0] ?? { cardTitle: "", cardDescription: "", cardIcon: "", iconAlt: "" };

const meta = {
  title: "Home/BenefitCard",
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
