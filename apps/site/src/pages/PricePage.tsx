// Price: the plans page title, the trial plans, the terms with automatic billing, and the contact card.
import { pricePageTitle } from "@membership/content";
import styled from "styled-components";
import { PageFrame } from "../frame/PageFrame.tsx";
import { PageSection, SideBySide } from "../frame/PageSection.ts";
import { SiteLink } from "../frame/SiteLink.tsx";
import { siteContent } from "../siteContent.ts";
import { SupportContactCard } from "./SupportContactCard.tsx";
import { TrialPlans } from "./TrialPlans.tsx";

const Terms = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

export function PricePage() {
  const { priceTerms } = siteContent;
  const { terms } = priceTerms;
  return (
    <PageFrame>
      <TrialPlans heading={pricePageTitle} />
      <PageSection>
        <SideBySide>
          <Terms aria-labelledby="price-terms-title">
            <h2 id="price-terms-title">{priceTerms.title}</h2>
            <p>
              {terms.before}
              <SiteLink to={terms.linkTo}>{terms.linkLabel}</SiteLink>
              {terms.after}
            </p>
            {priceTerms.autoBilling.map((statement) => (
              <p key={statement}>{statement}</p>
            ))}
          </Terms>
          <SupportContactCard />
        </SideBySide>
      </PageSection>
    </PageFrame>
  );
}
