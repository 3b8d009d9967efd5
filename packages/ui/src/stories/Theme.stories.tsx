import type { Meta, StoryObj } from "@storybook/react-vite";
import { styled } from "styled-components";
import { Button } from "../components/Button/Button.js";
import { PageBanner } from "../components/PageBanner/PageBanner.js";
import { PlanCardList } from "../components/PlanCard/PlanCard.js";
import { bannerBackground, basicPlan, premiumPlan } from "./fixtures.js";

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;

function Showcase() {
  return (
    <Stack>
      <div>
        <Button>Buy</Button> <Button variant="secondary">Learn more</Button>
      </div>
      <PageBanner
        title="Get a 30-day trial version for ONLY $3.29"
        body="Save time and money with telehealth plans."
        buttonText="See plans"
        backgroundImage={bannerBackground}
        position={2}
      />
      <PlanCardList plans={[basicPlan, premiumPlan]} label="Plans" />
    </Stack>
  );
}

/**
 * The brand-heavy components side by side, to judge a re-brand at a glance: switch **Theme** in the
 * toolbar to see the sister brand. A sister site passes its own theme to `MembershipThemeProvider`;
 * nothing else changes.
 */
const meta = {
  title: "Examples/Rebranding",
  component: Showcase,
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Showcased = {} satisfies Story;
