// The buttons of the integrations that load on click (`loads: "click"`): in the site's style, in the page's HTML, and
// nothing of the vendor's loads until one is pressed (a press before the app is kept and replayed, ADR 0008).
import { Button } from "@membership/ui";
import { useState } from "react";
import { useLocation } from "react-router";
import styled from "styled-components";
import { runsOnPage } from "../site/integrations.js";
import { useSite } from "../site/SiteContext.js";
import { injectScript } from "../site/scriptTag.js";

// Bottom left: the floating cancel button has the bottom right.
const Facades = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.spacing.md};
  inset-inline-start: ${({ theme }) => theme.spacing.md};
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export function IntegrationFacades() {
  const { integrations, texts, pages } = useSite();
  const { pathname } = useLocation();
  const [pressed, setPressed] = useState<readonly string[]>([]);
  const pageId = pages.forPath(pathname).id;
  const facades = integrations.flatMap((entry) =>
    entry.loads === "click" &&
    entry.script &&
    runsOnPage(entry, pageId) &&
    !pressed.includes(entry.id)
      ? [{ ...entry, script: entry.script }]
      : [],
  );
  if (facades.length === 0) return null;
  const { facade } = texts.privacy;
  return (
    <Facades>
      {facades.map((entry) => (
        <Button
          key={entry.id}
          variant="secondary"
          onClick={() => {
            injectScript(entry.id, entry.script, document);
            // The vendor's own launcher takes over.
            setPressed((now) => [...now, entry.id]);
          }}
        >
          {entry.label ??
            (entry.purpose === "chat" ? facade.chat : facade.other.replace("{name}", entry.id))}
        </Button>
      ))}
    </Facades>
  );
}
