// The five policy pages, by path: the policy text content builds from the site's configuration.
import { createPolicies, type PolicySlug, policySlugs } from "@membership/content";
import { useLocation } from "react-router";
import styled from "styled-components";
import { siteConfig } from "../config.ts";
import { PageFrame } from "../frame/PageFrame.tsx";
import { PageSection } from "../frame/PageSection.ts";
import { normalizePathname } from "../navigation.ts";

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

/** Built once, in this page's own chunk: no other page carries the policy texts. */
const policies = createPolicies(siteConfig);

const LastUpdated = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** The policy a path shows: routes.tsx mounts this page on the five policy paths only. */
function policySlugOf(pathname: string): PolicySlug {
  const path = normalizePathname(pathname);
  const slug = policySlugs.find((candidate) => `/${candidate}` === path);
  if (!slug) throw new Error(`No policy page at ${pathname}`);
  return slug;
}

export function PolicyPage() {
  const policy = policies[policySlugOf(useLocation().pathname)];
  return (
    <PageFrame>
      <Policy aria-labelledby="policy-title">
        <h2 id="policy-title">{policy.title}</h2>
        {policy.lastUpdated ? (
          <LastUpdated>This policy was last updated {policy.lastUpdated}</LastUpdated>
        ) : null}
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </Policy>
    </PageFrame>
  );
}
