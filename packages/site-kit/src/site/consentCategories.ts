// The consent categories: their own module, so the page's entry (consent.ts) weighs an answer without the integrations'
// page rules and the page table they need.

/** What a visitor agrees to: `necessary` and `functional` run without asking, the others only once accepted. */
export const CONSENT_CATEGORIES = ["necessary", "functional", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a visitor is asked about, and that the Global Privacy Control signal refuses. */
export const ASKED_CATEGORIES = ["analytics", "marketing"] as const satisfies ConsentCategory[];
export type AskedCategory = (typeof ASKED_CATEGORIES)[number];

/** Whether a visitor is asked before it runs. */
export function needsConsent<Entry extends { consent: ConsentCategory }>(
  integration: Entry,
): integration is Entry & { consent: AskedCategory } {
  return (ASKED_CATEGORIES as readonly ConsentCategory[]).includes(integration.consent);
}
