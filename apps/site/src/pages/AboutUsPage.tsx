// About us: who we are, the team and the customer-service card (the FAQ exists in content but is not shown).
import { team } from "@membership/content";
import { ButtonLink, ProductDescription, SectionInfo, TeamCard } from "@membership/ui";
import styled from "styled-components";
import { PageFrame } from "../frame/PageFrame.tsx";
import { CardGrid, PageSection } from "../frame/PageSection.ts";
import { siteContent } from "../siteContent.ts";

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

function CustomerServiceCard() {
  const card = siteContent.aboutUs.customerServiceCard;
  return (
    <ServiceCard aria-labelledby="customer-service-title">
      <h2 id="customer-service-title">{card.title}</h2>
      <p>{card.text}</p>
      <p>
        <a href={card.emailHref}>{card.email}</a>
      </p>
      <ul aria-label="Support hours">
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

export function AboutUsPage() {
  const { whoAreWe, teamBannerTitle } = siteContent.aboutUs;
  return (
    <PageFrame>
      <ProductDescription title={whoAreWe.title} img={whoAreWe.image} imgAlt={whoAreWe.imageAlt}>
        {whoAreWe.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ProductDescription>
      <SectionInfo title={teamBannerTitle} color="secondary" />
      <PageSection aria-label={teamBannerTitle}>
        <CardGrid>
          {team.map((member) => (
            <li key={member.name}>
              <TeamCard
                photo={member.photo}
                photoAlt={member.photoAlt}
                name={member.name}
                jobTitle={member.jobTitle}
              />
            </li>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection>
        <CustomerServiceCard />
      </PageSection>
    </PageFrame>
  );
}
