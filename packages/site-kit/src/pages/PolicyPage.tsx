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

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  }
`;

/** A narrow screen scrolls the table, not the page. */
const TableScroll = styled.div`
  overflow-x: auto;
`;

/** The privacy policy's table of the site's third parties: each one's purpose, data and consent, from the one list. */
function ThirdParties() {
  const { integrations, texts } = useSite();
  const { vendors, purposes, consent, consentNote, kitData } = texts.privacy;
  if (integrations.length === 0) return null;
  return (
    <section aria-labelledby="third-parties">
      <h3 id="third-parties">{vendors.heading}</h3>
      <p>{vendors.intro}</p>
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th scope="col">{vendors.name}</th>
              <th scope="col">{vendors.purpose}</th>
              <th scope="col">{vendors.data}</th>
              <th scope="col">{vendors.consent}</th>
            </tr>
          </thead>
          <tbody>
            {integrations.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{entry.id}</th>
                <td>{purposes[entry.purpose]}</td>
                <td>{entry.data ?? kitData[entry.id]}</td>
                <td>
                  {consent[entry.consent]} ({consentNote[entry.consent]})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
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
