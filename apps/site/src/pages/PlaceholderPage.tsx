// A route's placeholder body until the page is composed from @membership/ui.
import type { ReactNode } from "react";
import { type SitePageId, sitePageById } from "./sitePages.ts";

export interface PlaceholderPageProps {
  pageId: SitePageId;
  children?: ReactNode;
}

export function PlaceholderPage({ pageId, children }: PlaceholderPageProps) {
  const page = sitePageById(pageId);
  return (
    <article>
      <h1>{page.heading}</h1>
      <p>{page.description}</p>
      {children}
    </article>
  );
}
