// What the page's entry script and the app hand each other (ADR 0008): the app module it starts, the field checks it
// runs until then, and what a site's entry adds (third parties, events, the consent notice).
import type { IntegrationScript } from "../site/integrationScripts.js";

/** What the entry hands the app as it starts. */
export interface StartOptions {
  /** Stops keeping presses, and gives the button pressed before the app was in (to press again), or null. */
  takePress(): HTMLElement | null;
  /** The fields the visitor has left so far, as the page saw them before the forms hydrated. */
  fieldsLeft(): readonly Element[];
  /** Called just before hydrating: the page's own field checks stop, and the forms take in what they showed. */
  beforeHydrating(): void;
}

/** A language's app module: starts the site on the page. */
export interface AppModule {
  start(options: StartOptions): Promise<void>;
}

/** A language's field checks before the app (forms' earlyChecks): start them with the fields left so far; stops them. */
export type StartFieldChecks = (fieldsLeft: readonly Element[]) => () => void;

export interface EntryOptions {
  /**
   * The scripts of the site's third parties (the chat, spec §2: at start; those that need consent once allowed), and
   * what schedules one (site/integrationScripts.ts's, in the entry of a site that has any).
   */
  thirdParties?: {
    scripts: readonly IntegrationScript[];
    schedule: (script: IntegrationScript, win: Window) => void;
  };
  /** The conversion events' endpoint and their sender (site/events.ts's), in the entry of a site that has one. */
  events?: {
    endpoint: string;
    start: (endpoint: string, page: { checkoutPlan: string | null }) => void;
  };
  /** Loads the page's language's field checks, which a page with a form runs until the app hydrates. */
  loadFieldChecks?: () => Promise<StartFieldChecks>;
  /** Loads what shows the consent notice before the app (consentNoticeBeforeApp.ts), in the entry of a site that asks. */
  loadConsentNotice?: () => Promise<() => void>;
}
