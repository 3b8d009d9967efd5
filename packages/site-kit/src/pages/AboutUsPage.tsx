// About us: who we are, the team and the customer-service card (the FAQ exists in content but is not shown).
import { ButtonLink, ProductDescription, SectionInfo, TeamCard } from "@membership/ui";
import styled from "styled-components";
import { type KitPageProps, PageFrame } from "../app/PageFrame.js";
import { CardGrid, PageSection } from "../app/PageSection.js";
import { useSite } from "../site/SiteContext.js";

const ServiceCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  justify-items: start;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2,
  p,
  ul {
    margin: 0;
  }

  ul {
    padding: 0;
    list-style: none;
  }
`;

/** The customer-service card: support e-mail, hours and the call button. */
export function CustomerServiceCard() {
  const { about, contactDetails } = useSite().content;
  const card = { ...about.customerServiceCard, ...contactDetails };
  return (
    <ServiceCard aria-labelledby="customer-service-title">
      <h2 id="customer-service-title">{card.title}</h2>
      <p>{card.text}</p>
      <p>
        <a href={card.emailHref}>{card.email}</a>
      </p>
      <ul aria-label={about.supportHoursLabel}>
        {card.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ButtonLink href={card.phoneHref}>
        {card.buttonText} {card.phone}
      </ButtonLink>
    </ServiceCard>
  );
}

/** "Who are we?": the text beside its picture. */
export function WhoAreWe() {
  const { content, art } = useSite();
  const { whoAreWe } = content.about;
  return (
    <ProductDescription title={whoAreWe.title} img={art.whoAreWe} imgAlt={whoAreWe.imageAlt}>
      {whoAreWe.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </ProductDescription>
  );
}

/** The brand's team with its banner; nothing when the brand configures no team. */
export function TeamSection() {
  const { content, art } = useSite();
  const { teamBannerTitle, team } = content.about;
  if (team.length === 0) return null;
  return (
    <>
      <SectionInfo title={teamBannerTitle} color="secondary" />
      <PageSection aria-label={teamBannerTitle}>
        <CardGrid>
          {team.map((member, index) => (
            <li key={member.name}>
              <TeamCard
                photo={art.teamPhotos[index] ?? ""}
                photoAlt={member.photoAlt}
                name={member.name}
                jobTitle={member.jobTitle}
              />
            </li>
          ))}
        </CardGrid>
      </PageSection>
    </>
  );
}

export default function AboutUsPage({ children }: KitPageProps) {
  return (
    <PageFrame>
      <WhoAreWe />
      <TeamSection />
      <PageSection>
        <CustomerServiceCard />
      </PageSection>
      {children}
    </PageFrame>
  );
}
