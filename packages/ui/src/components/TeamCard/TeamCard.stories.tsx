import type { Meta, StoryObj } from "@storybook/react-vite";
import { portrait } from "../../stories/fixtures.js";
import { TeamCard } from "./TeamCard.js";

/**
 * A member of the team on the about page: a round portrait, the name and the job title. Long job
 * titles wrap under the name.
 */
const meta = {
  title: "Cards/TeamCard",
  component: TeamCard,
  args: {
    photo: portrait("JD"),
    photoAlt: "Portrait of Jane Doe",
    name: "Jane Doe",
    jobTitle: "Founder and CEO",
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "18rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = {} satisfies Story;

export const LongJobTitle = {
  args: { name: "John Roe", jobTitle: "Co-founder and Chief Security Officer" },
} satisfies Story;
