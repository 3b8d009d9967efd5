// The consent notice of a site whose third parties need consent: shown once the app is in, until the visitor answers,
// and again from the footer's "Privacy choices". Never on the payment page, where nothing needs it.
import { ConsentNotice } from "@membership/ui";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readConsent, saveConsent, sendsGlobalPrivacyControl } from "../site/consent.js";
import { ASKED_CATEGORIES } from "../site/integrations.js";
import { PAYMENT_PAGE_ID } from "../site/pageTable.js";
import { useSite } from "../site/SiteContext.js";

export interface ConsentNoticeState {
  /** Opens the notice at its choices (the footer's link), or undefined when the site asks nothing. */
  openChoices: (() => void) | undefined;
  notice: ReactNode;
}

interface Shown {
  view: "ask" | "choose";
  /** Opened by the visitor (the footer's link), not by the page. */
  asked: boolean;
  /** The categories allowed so far, read as it opens (in the browser only). */
  allowed: readonly string[];
  /** The browser's Global Privacy Control signal: the notice says it refused. */
  signal: boolean;
}

/** The notice's state as it opens in the browser: the stored answer and the signal read then. */
function opening(view: Shown["view"], asked: boolean): Shown {
  const stored = readConsent();
  return {
    view,
    asked,
    allowed: ASKED_CATEGORIES.filter((category) => stored?.[category]),
    signal: sendsGlobalPrivacyControl(),
  };
}

export function useConsentNotice(): ConsentNoticeState {
  const { integrations, texts, pages } = useSite();
  const { pathname } = useLocation();
  // The categories the site's integrations need the visitor to allow.
  const categories = ASKED_CATEGORIES.filter((category) =>
    integrations.some((entry) => entry.consent === category),
  );
  const asks = categories.length > 0;
  const onPaymentPage = pages.forPath(pathname).id === PAYMENT_PAGE_ID;
  const [shown, setShown] = useState<Shown | null>(null);
  // After hydration: the server's HTML never holds it, so it costs the first paint nothing.
  useEffect(() => {
    if (asks && !onPaymentPage && readConsent() === null) {
      setShown((now) => now ?? opening("ask", false));
    }
  }, [asks, onPaymentPage]);

  if (!asks) return { openChoices: undefined, notice: null };
  const { notice: words, consent } = texts.privacy;
  const answer = (allowed: string[]) => {
    saveConsent(allowed);
    // The notice gives the focus back to where it came from (the link that opened it) as it goes.
    setShown(null);
  };
  return {
    openChoices: () => setShown(opening("choose", true)),
    notice: shown ? (
      <ConsentNotice
        // A new opening starts from its own view and the stored choice.
        key={`${shown.view}-${shown.asked}`}
        texts={words}
        categories={categories.map((id) => ({ id, label: consent[id] ?? id }))}
        allowed={shown.allowed}
        view={shown.view}
        focusOnOpen={shown.asked}
        {...(shown.signal ? { honouredSignal: words.honouredSignal } : {})}
        onChoice={answer}
      />
    ) : null,
  };
}
