// How the consent notice shown before the app (consentNoticeBeforeApp.ts) hands over to the app's (useConsentNotice).

/** The ids of the prerender's <template>s holding the notice's two views. */
export const CONSENT_NOTICE_TEMPLATE_IDS = {
  ask: "consent-notice-ask",
  choose: "consent-notice-choose",
} as const;

export type ConsentNoticeView = keyof typeof CONSENT_NOTICE_TEMPLATE_IDS;

/** The window property of the notice before the app, which the app takes over as it comes in. */
export const CONSENT_NOTICE_GLOBAL = "__membershipConsentNotice";

/** What the app finds of the notice before it: none shown, one answered, or one open (where the focus was in it). */
export type ConsentNoticeBeforeApp =
  | { state: "none" }
  | { state: "answered" }
  | {
      state: "open";
      view: ConsentNoticeView;
      /** The categories ticked in the choices. */
      allowed: string[];
      /** A selector of the control that had the focus, for the app's notice to give it back. */
      focused: string | null;
    };

export interface ConsentNoticeHandover {
  /** Removes the notice before the app, once: what it showed. */
  takeOver(): ConsentNoticeBeforeApp;
}
