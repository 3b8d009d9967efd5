import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { styled } from "styled-components";
import { BenefitGrid } from "../components/BenefitCard/BenefitCard.js";
import { Breadcrumb } from "../components/Breadcrumb/Breadcrumb.js";
import { FloatingCancelButton } from "../components/FloatingCancelButton/FloatingCancelButton.js";
import { Footer } from "../components/Footer/Footer.js";
import { Header } from "../components/Header/Header.js";
import { HeroCard } from "../components/HeroCard/HeroCard.js";
import { HowItWorks } from "../components/HowItWorks/HowItWorks.js";
import { PageBanner } from "../components/PageBanner/PageBanner.js";
import { PlanCardList } from "../components/PlanCard/PlanCard.js";
import {
  bannerBackground,
  basicPlan,
  benefits,
  footerProps,
  headerProps,
  heroImage,
  howItWorksImage,
  premiumPlan,
  steps,
} from "./fixtures.js";

const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};

  h2 {
    margin-top: 0;
    text-align: center;
  }
`;

/** The home page composed from the components, as a reviewer sees the whole design. */
function HomePage() {
  return (
    <>
      <Header {...headerProps} />
      <main>
        <HeroCard
          title="See a medical professional anytime, anywhere"
          text="Talk to a licensed doctor by video call 24 hours a day, 7 days a week."
          image={heroImage}
        />
        <Breadcrumb pageName="Home" />
        <HowItWorks
          title="Reach care in four steps"
          steps={steps}
          image={howItWorksImage}
          imageAlt="A phone showing a video visit"
        />
        <PageBanner
          title="Get a 30-day trial version for ONLY $3.29"
          body="Peace of mind: see a doctor by video call 24/7."
          buttonText="See plans"
          backgroundImage={bannerBackground}
          position={1}
        />
        <Section aria-labelledby="plans-title">
          <h2 id="plans-title">The health care plans that are available to you</h2>
          <PlanCardList plans={[basicPlan, premiumPlan]} label="Plans" />
        </Section>
        <Section aria-labelledby="benefits-title">
          <h2 id="benefits-title">Benefits of your membership</h2>
          <BenefitGrid benefits={benefits} label="Benefits" />
        </Section>
      </main>
      <Footer {...footerProps} />
      <FloatingCancelButton label="Cancel Product" onClick={() => {}} />
    </>
  );
}

/**
 * The home page assembled from the components with neutral sample content, to review the whole
 * design at once. The site's own pages, with their real texts, are checked by the visual baselines
 * of every route.
 */
const meta = {
  title: "Examples/Home page",
  component: HomePage,
  parameters: { docs: { story: { inline: false, height: "800px" } }, layout: "fullscreen" },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  },
} satisfies Story;

export const Phone = { globals: { viewport: { value: "phone" } } } satisfies Story;
