// The page's only script: lets the browser paint the prerendered HTML before any of the app's JavaScript loads or
// runs, then adds the page's modulepreload links (an inert <template> the prerender wrote), so the app and the page's
// chunk download in parallel, and imports the app. It imports nothing itself, so it stays a few hundred bytes.

import { readCookie } from "../site/cookies.js";
import { RECAPTCHA_SCRIPT_SOURCES } from "../site/recaptchaSources.js";
import { PLAN_COOKIE, STORAGE_KEYS } from "../site/storageKeys.js";

/** The id of the <template> holding the page's modulepreload links. */
export const PRELOADS_TEMPLATE_ID = "page-chunks";

/** A <meta> of the payment page: where a visitor with no plan stored goes (the app's checkout guard, done early). */
export const LEAVE_WITHOUT_PLAN_META = "leave-without-plan";

/**
 * The payment page is a document of its own, so the checkout guard would cost a page load after the whole app. When
 * nothing at all is stored, leave before loading it; anything stored (even malformed) is the app's to judge.
 */
function leftWithoutPlan(): boolean {
  const home = document
    .querySelector(`meta[name="${LEAVE_WITHOUT_PLAN_META}"]`)
    ?.getAttribute("content");
  if (!home) return false;
  try {
    if (window.sessionStorage.getItem(STORAGE_KEYS.product) !== null) return false;
  } catch {
    return false;
  }
  if (readCookie(PLAN_COOKIE) !== null) return false;
  window.location.replace(home);
  return true;
}

interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL(url: string): string | null }): unknown;
}

/**
 * Under the payment page's `require-trusted-types-for 'script'`, the only script URLs a script may set are the site's
 * and the captcha's; HTML and script text have no policy, so the browser refuses them. Elsewhere it is never called.
 */
function trustScriptUrlsOfSiteAndCaptcha(): void {
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy("default", {
    createScriptURL(url) {
      const resolved = new URL(url, document.baseURI);
      const allowed =
        resolved.origin === location.origin ||
        RECAPTCHA_SCRIPT_SOURCES.some((source) => resolved.href.startsWith(source));
      // null: the browser refuses the write and reports it to the CSP's collector.
      return allowed ? resolved.href : null;
    },
  });
}

/** A language's app module: starts the site on the page. */
export interface AppModule {
  start(): Promise<void>;
}

export function startAfterPaint(importApp: () => Promise<AppModule>): void {
  if (leftWithoutPlan()) return;
  trustScriptUrlsOfSiteAndCaptcha();
  const start = () => {
    const preloads = document.getElementById(PRELOADS_TEMPLATE_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    importApp()
      .then((app) => app.start())
      .catch((error: unknown) => {
        console.error("The site failed to start", error);
      });
  };
  // A hidden tab gets no frames: start at once there.
  if (document.visibilityState === "hidden") {
    start();
  } else {
    requestAnimationFrame(() => {
      setTimeout(start, 0);
    });
  }
}
