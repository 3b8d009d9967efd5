// The visitor's consent to the categories the site asks about (integrations.ts's ASKED_CATEGORIES): stored first-party
// in localStorage, changed from the notice or its footer link. The Global Privacy Control signal refuses them all.
import {
  ASKED_CATEGORIES,
  type AskedCategory,
  type ConsentCategory,
  needsConsent,
} from "./consentCategories.js";
import { STORAGE_KEYS } from "./storageKeys.js";

/** What the visitor answered: each asked category allowed or not. */
export type ConsentChoice = Readonly<Record<AskedCategory, boolean>>;

/** Dispatched on the window when the visitor answers: the entry then loads what the answer allows. */
export const CONSENT_CHANGED_EVENT = "site-consent-changed";

interface ConsentWindow {
  localStorage: Pick<Storage, "getItem" | "setItem">;
  navigator: Navigator;
}

/** Whether the browser sends the Global Privacy Control signal (navigator.globalPrivacyControl). */
export function sendsGlobalPrivacyControl(win: Pick<ConsentWindow, "navigator"> = window): boolean {
  return (win.navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

/** The stored answer, or null when the visitor has not answered (or storage is blocked, or holds something else). */
export function readConsent(win: ConsentWindow = window): ConsentChoice | null {
  try {
    const stored: unknown = JSON.parse(win.localStorage.getItem(STORAGE_KEYS.consent) ?? "null");
    if (typeof stored !== "object" || stored === null) return null;
    const record = stored as Record<string, unknown>;
    return ASKED_CATEGORIES.every((category) => typeof record[category] === "boolean")
      ? (Object.fromEntries(
          ASKED_CATEGORIES.map((category) => [category, record[category]]),
        ) as ConsentChoice)
      : null;
  } catch {
    return null;
  }
}

/** Stores the answer (the categories allowed; none under GPC) and tells the page. */
export function saveConsent(
  allowed: readonly string[],
  win: ConsentWindow & Window = window,
): void {
  const refusedBySignal = sendsGlobalPrivacyControl(win);
  const choice = Object.fromEntries(
    ASKED_CATEGORIES.map((category) => [category, !refusedBySignal && allowed.includes(category)]),
  );
  try {
    win.localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(choice));
  } catch {
    // Blocked storage: the answer holds for this page; the notice asks again on the next.
  }
  win.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
}

/** Whether what needs this category may run now: necessary and functional always; the others once allowed, never under GPC. */
export function consentAllows(
  category: ConsentCategory,
  choice: ConsentChoice | null,
  globalPrivacyControl: boolean,
): boolean {
  const entry = { consent: category };
  if (!needsConsent(entry)) return true;
  return !globalPrivacyControl && choice?.[entry.consent] === true;
}
