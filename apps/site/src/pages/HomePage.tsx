// Home: three hero cards, how it works, the trial plans, the home banner and the ten benefits.
import { benefits, benefitsTitle, homeHeroCards, howItWorks } from "@membership/content";
import { BenefitGrid, HeroCard, HowItWorks } from "@membership/ui";
import styled from "styled-components";
import { PageFrame, PathBanner } from "../frame/PageFrame.tsx";
import { PageSection, SectionHeading } from "../frame/PageSection.ts";
import { TrialPlans } from "./TrialPlans.tsx";

/** The three hero cards side by side from laptop width. */
const HeroCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md} 0`};
  list-style: none;

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export function HomePage() {
  return (
    <PageFrame bannerInBody>
      <HeroCards aria-label="Why members choose us">
        {homeHeroCards.map((card) => (
          <li key={card.title}>
            <HeroCard title={card.title} text={card.text} headingLevel={2} variant="card" />
          </li>
        ))}
      </HeroCards>
      <HowItWorks
        title={howItWorks.title}
        steps={howItWorks.steps}
        image={howItWorks.image}
        imageAlt={howItWorks.imageAlt}
      />
      <TrialPlans />
      <PathBanner />
      <PageSection aria-labelledby="benefits-title">
        <SectionHeading id="benefits-title">{benefitsTitle}</SectionHeading>
        <BenefitGrid benefits={benefits} />
      </PageSection>
    </PageFrame>
  );
}
