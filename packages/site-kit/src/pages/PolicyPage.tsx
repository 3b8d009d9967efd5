// The five policy pages, by page id: their texts load with this page only, built from the site's configuration.
import { createPolicies, type PolicySlug } from "@membership/content";
import { useMemo } from "react";
import styled from "styled-components";
import { type KitPageProps, PageFrame, usePageTexts } from "../app/PageFrame.js";
import { PageSection } from "../app/PageSection.js";
import { useSite } from "../site/SiteContext.js";

const Policy = styled(PageSection)`
  max-width: 50rem;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }

  h3 {
    margin: ${({ theme }) => `${theme.spacing.xl} 0 ${theme.spacing.sm}`};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const LastUpdated = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

export default function PolicyPage({ children }: KitPageProps) {
  const { config, texts, loadedPolicyTexts } = useSite();
  const policyTexts = loadedPolicyTexts();
  const policies = useMemo(
    () => (policyTexts ? createPolicies(config, policyTexts, texts) : null),
    [config, policyTexts, texts],
  );
  const { page } = usePageTexts();
  const policy = policies?.[page.id as PolicySlug];
  // The routes load the policies before this page renders: a missing one is a page table mistake.
  if (!policy) throw new Error(`No policy texts for the page "${page.id}"`);
  return (
    <PageFrame>
      <Policy aria-labelledby="policy-title">
        <h2 id="policy-title">{policy.title}</h2>
        {policy.lastUpdated ? <LastUpdated>{policy.lastUpdated}</LastUpdated> : null}
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Policy>
      {children}
    </PageFrame>
  );
}
