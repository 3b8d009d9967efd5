// Price: the plans page title, the trial plans, the terms with automatic billing, and the contact card.
import styled from "styled-components";
import { type KitPageProps, PageFrame } from "../app/PageFrame.js";
import { PageSection, SideBySide } from "../app/PageSection.js";
import { SiteLink } from "../app/SiteLink.js";
import { useSite } from "../site/SiteContext.js";
import { SupportContactCard } from "./SupportContactCard.js";
import { TrialPlans } from "./TrialPlans.js";

const Terms = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

/** The terms with automatic billing beside the contact card. */
export function PriceTerms() {
  const { content, pages } = useSite();
  const { price } = content;
  const { terms } = price;
  return (
    <PageSection>
      <SideBySide>
        <Terms aria-labelledby="price-terms-title">
          <h2 id="price-terms-title">{terms.title}</h2>
          <p>
            {terms.before}
            <SiteLink to={pages.pathOf(terms.page)}>{terms.linkLabel}</SiteLink>
            {terms.after}
          </p>
          {price.autoBilling.map((statement) => (
            <p key={statement}>{statement}</p>
          ))}
        </Terms>
        <SupportContactCard />
      </SideBySide>
    </PageSection>
  );
}

export default function PricePage({ children }: KitPageProps) {
  const { price } = useSite().content;
  return (
    <PageFrame offer>
      <TrialPlans heading={price.title} />
      <PriceTerms />
      {children}
    </PageFrame>
  );
}
