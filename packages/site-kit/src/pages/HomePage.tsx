// Home: three hero cards, how it works, the trial plans, the home banner and the ten benefits.
import { BenefitGrid, HeroCard, HowItWorks } from "@membership/ui";
import styled from "styled-components";
import { PageFrame, PathBanner } from "../app/PageFrame.js";
import { PageSection, SectionHeading } from "../app/PageSection.js";
import { useSite } from "../site/SiteContext.js";
import { TrialPlans } from "./TrialPlans.js";

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

export default function HomePage() {
  const { content, art } = useSite();
  const { home, benefits } = content;
  const { howItWorks } = home;
  return (
    <PageFrame bannerInBody offer>
      <HeroCards aria-label={home.heroCardsLabel}>
        {home.heroCards.map((card) => (
          <li key={card.title}>
            <HeroCard title={card.title} text={card.text} headingLevel={2} variant="card" />
          </li>
        ))}
      </HeroCards>
      <HowItWorks
        title={howItWorks.title}
        steps={howItWorks.steps}
        image={art.howItWorks}
        imageAlt={howItWorks.imageAlt}
      />
      <TrialPlans />
      <PathBanner />
      <PageSection aria-labelledby="benefits-title">
        <SectionHeading id="benefits-title">{home.benefitsTitle}</SectionHeading>
        <BenefitGrid
          benefits={benefits.map((benefit, index) => ({
            ...benefit,
            cardIcon: art.benefitIcons[index] ?? "",
          }))}
        />
      </PageSection>
    </PageFrame>
  );
}
