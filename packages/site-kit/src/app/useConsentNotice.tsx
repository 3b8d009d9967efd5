// The consent notice of a site whose third parties need consent: until the visitor answers, and again from the footer's
// "Privacy choices". The entry shows it before the app (consentNoticeBeforeApp.ts); the app takes over one still open.
// Never on the payment page, where nothing needs it.
import { type ConsentCategoryChoice, ConsentNotice } from "@membership/ui";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import {
  CONSENT_NOTICE_GLOBAL,
  type ConsentNoticeBeforeApp,
  type ConsentNoticeHandover,
} from "../loader/consentNoticeHandover.js";
import { readConsent, saveConsent, sendsGlobalPrivacyControl } from "../site/consent.js";
import { ASKED_CATEGORIES } from "../site/consentCategories.js";
import { PAYMENT_PAGE_ID } from "../site/kitPages.js";
import { type Site, useSite } from "../site/SiteContext.js";

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

/** The categories the stored answer allows. */
function storedAllowed(): string[] {
  const stored = readConsent();
  return ASKED_CATEGORIES.filter((category) => stored?.[category]);
}

/** The notice's state as it opens in the browser: what is allowed (by default, the stored answer) and the signal then. */
function opening(view: Shown["view"], asked: boolean, allowed = storedAllowed()): Shown {
  return { view, asked, allowed, signal: sendsGlobalPrivacyControl() };
}

export interface ConsentNoticeContent {
  texts: Site["texts"]["privacy"]["notice"];
  categories: ConsentCategoryChoice[];
}

/** The notice's words and the categories it asks about, or null when the site asks nothing (the prerender's too). */
export function consentNoticeContent(
  site: Pick<Site, "integrations" | "texts">,
): ConsentNoticeContent | null {
  // The categories the site's integrations need the visitor to allow.
  const asked = ASKED_CATEGORIES.filter((category) =>
    site.integrations.some((entry) => entry.consent === category),
  );
  if (asked.length === 0) return null;
  const { notice, consent } = site.texts.privacy;
  return { texts: notice, categories: asked.map((id) => ({ id, label: consent[id] ?? id })) };
}

/** Takes over the notice the entry showed before the app, once (an effect may run twice): what it showed. */
function takeOverNoticeBeforeApp(): ConsentNoticeBeforeApp {
  const slot = window as unknown as Record<string, ConsentNoticeHandover | undefined>;
  const before = slot[CONSENT_NOTICE_GLOBAL]?.takeOver() ?? { state: "none" };
  // A notice before the app that loads after this never shows: the app's is the one.
  slot[CONSENT_NOTICE_GLOBAL] = { takeOver: () => before };
  return before;
}

export function useConsentNotice(): ConsentNoticeState {
  const site = useSite();
  const { pathname } = useLocation();
  const content = consentNoticeContent(site);
  const asks = content !== null;
  const onPaymentPage = site.pages.forPath(pathname).id === PAYMENT_PAGE_ID;
  const [shown, setShown] = useState<Shown | null>(null);
  // The control of the notice before the app that had the focus: the app's notice gives it back.
  const focusAgain = useRef<string | null>(null);
  // After hydration: the app's notice takes the place of the entry's, or opens where the entry showed none. Before the
  // browser paints (a layout effect's update is rendered at once): no frame shows both notices, or neither.
  useLayoutEffect(() => {
    if (!asks || onPaymentPage) return;
    const before = takeOverNoticeBeforeApp();
    if (before.state === "open") {
      focusAgain.current = before.focused;
      setShown((now) => now ?? opening(before.view, false, before.allowed));
    } else if (before.state === "none" && readConsent() === null) {
      setShown((now) => now ?? opening("ask", false));
    }
  }, [asks, onPaymentPage]);
  useLayoutEffect(() => {
    if (!shown || focusAgain.current === null) return;
    document.querySelector<HTMLElement>(focusAgain.current)?.focus();
    focusAgain.current = null;
  }, [shown]);

  if (!content) return { openChoices: undefined, notice: null };
  const words = content.texts;
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
        categories={content.categories}
        allowed={shown.allowed}
        view={shown.view}
        focusOnOpen={shown.asked}
        {...(shown.signal ? { honouredSignal: words.honouredSignal } : {})}
        onChoice={answer}
      />
    ) : null,
  };
}
