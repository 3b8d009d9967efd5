// The words a site's third parties are declared with: what each is for, when it loads, what it reaches, where it runs.
// The definition's schema checks them, and site/integrations.ts builds the site's list with them.

export const INTEGRATION_PURPOSES = ["chat", "analytics", "captcha", "other"] as const;
export type IntegrationPurpose = (typeof INTEGRATION_PURPOSES)[number];

/**
 * When its script is added: `start` once the page has loaded, at its first idle moment (the spec's chat); `idle` when
 * the browser has nothing left to do, however long that takes; `click` when the visitor presses its button (a facade in
 * the site's style: nothing of the vendor's loads before).
 */
export const INTEGRATION_LOADS = ["start", "idle", "click"] as const;
export type IntegrationLoad = (typeof INTEGRATION_LOADS)[number];

/** The kinds of request a third party makes, each a directive of the CSP. */
export const SOURCE_KINDS = ["script", "connect", "frame", "image", "style"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The pages an integration runs on: every page but the payment page (the default), every page, or a list of page ids. */
export const EVERY_PAGE = "every-page";
export const EVERY_PAGE_BUT_PAYMENT = "every-page-but-payment";
export type IntegrationPages =
  | typeof EVERY_PAGE
  | typeof EVERY_PAGE_BUT_PAYMENT
  | readonly string[];

/** The ids of the integrations the kit declares itself, from its variables. */
export const CHAT_INTEGRATION_ID = "chat";
export const CAPTCHA_INTEGRATION_ID = "captcha";
export const EVENTS_INTEGRATION_ID = "events";
