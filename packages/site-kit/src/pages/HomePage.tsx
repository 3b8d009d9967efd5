// Home: three hero cards, how it works, the trial plans, the home banner and the ten benefits.
import { BenefitGrid, HeroCard, HowItWorks } from "@membership/ui";
import styled from "styled-components";
import { type KitPageProps, PageFrame, PathBanner } from "../app/PageFrame.js";
import { PageSection, SectionHeading } from "../app/PageSection.js";
import { useSite } from "../site/SiteContext.js";
import { TrialPlans } from "./TrialPlans.js";

/** The hero cards side by side from laptop width. */
const HeroCardList = styled.ul`
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

/** The cards under the home page's hero. */
export function HeroCards() {
  const { home } = useSite().content;
  return (
    <HeroCardList aria-label={home.heroCardsLabel}>
      {home.heroCards.map((card) => (
        <li key={card.title}>
          <HeroCard title={card.title} text={card.text} headingLevel={2} variant="card" />
        </li>
      ))}
    </HeroCardList>
  );
}

/** How to reach care, step by step, beside its picture. */
export function HowItWorksSection() {
  const { content, art } = useSite();
  const { howItWorks } = content.home;
  return (
    <HowItWorks
      title={howItWorks.title}
      steps={howItWorks.steps}
      image={art.howItWorks}
      imageAlt={howItWorks.imageAlt}
    />
  );
}

/** The benefit cards under their heading. */
export function BenefitsSection() {
  const { content, art } = useSite();
  return (
    <PageSection aria-labelledby="benefits-title">
      <SectionHeading id="benefits-title">{content.home.benefitsTitle}</SectionHeading>
      <BenefitGrid
        benefits={content.benefits.map((benefit, index) => ({
          ...benefit,
          cardIcon: art.benefitIcons[index] ?? "",
        }))}
      />
    </PageSection>
  );
}

export default function HomePage({ children }: KitPageProps) {
  return (
    <PageFrame bannerInBody offer>
      <HeroCards />
      <HowItWorksSection />
      <TrialPlans />
      <PathBanner />
      <BenefitsSection />
      {children}
    </PageFrame>
  );
}
