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

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  h4 {
    margin: 0 0 ${({ theme }) => theme.spacing.xxs};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

/** A third party's facts, each named: a list rather than a table, so a phone shows it without scrolling sideways. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }

  dd {
    margin: 0;
  }
`;

/** The privacy policy's list of the site's third parties: each one's purpose, data and consent, from the one list. */
function ThirdParties() {
  const { integrations, texts } = useSite();
  const { vendors, purposes, consent, consentNote, kitData } = texts.privacy;
  if (integrations.length === 0) return null;
  return (
    <section aria-labelledby="third-parties">
      <h3 id="third-parties">{vendors.heading}</h3>
      <p>{vendors.intro}</p>
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of an unstyled list. */}
      <ul role="list">
        {integrations.map((entry) => (
          <li key={entry.id}>
            <h4>{entry.id}</h4>
            <Facts>
              <dt>{vendors.purpose}</dt>
              <dd>{purposes[entry.purpose]}</dd>
              <dt>{vendors.data}</dt>
              <dd>{entry.data ?? kitData[entry.id]}</dd>
              <dt>{vendors.consent}</dt>
              <dd>{`${consent[entry.consent]} (${consentNote[entry.consent]})`}</dd>
            </Facts>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
        {page.id === ("privacy-policy" satisfies PolicySlug) ? <ThirdParties /> : null}
      </Policy>
      {children}
    </PageFrame>
  );
}
