import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { styled } from "styled-components";
import { Button } from "../components/Button/Button.js";
import { PageBanner } from "../components/PageBanner/PageBanner.js";
import { PlanCardList } from "../components/PlanCard/PlanCard.js";
import { useMembershipTheme } from "../theme/ThemeProvider.js";
import { bannerBackground, basicPlan, premiumPlan } from "./fixtures.js";

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.span<{ $color: string }>`
  display: block;
  height: 3rem;
  margin-bottom: ${({ theme }) => theme.spacing.xxs};
  background: ${({ $color }) => $color};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
`;

/** Every colour role of the current theme. */
function ColorRoles() {
  const theme = useMembershipTheme();
  const roles = Object.entries(theme.colors).flatMap(([group, values]) =>
    Object.entries(values).map(([role, value]) => ({
      name: `${group}.${role}`,
      value: String(value),
    })),
  );
  return (
    <Swatches aria-label="Colour roles">
      {roles.map((role) => (
        <li key={role.name}>
          <Swatch $color={role.value} aria-hidden="true" />
          <code>{role.name}</code>
        </li>
      ))}
    </Swatches>
  );
}

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

const meta = {
  title: "Theme/Rebranding",
  component: Showcase,
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultBrand = {} satisfies Story;

/** The same components under a sister site's theme. */
export const SisterBrand = {
  globals: { theme: "sister" },
  play: async ({ canvas }) => {
    const buy = canvas.getAllByRole("button", { name: "Buy" })[0] as HTMLElement;
    await expect(getComputedStyle(buy).backgroundColor).toBe("rgb(91, 42, 134)");
  },
} satisfies Story;

export const ColourRoles = { render: () => <ColorRoles /> } satisfies Story;
