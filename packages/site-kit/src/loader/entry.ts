// The page's entry script. The page's inline loader (pageLoader.ts) requests it once the visitor reaches for the page
// or the page has loaded: it then stores the page's section, loads the page's third parties (the chat; none on the
// payment page), and starts the app when the visitor reaches for the page, or at once where the first view needs it
// (ADR 0008). The development server's bare page loads it as a tag and starts the app at once.

import {
  CONSENT_CHANGED_EVENT,
  type ConsentChoice,
  consentAllows,
  readConsent,
  sendsGlobalPrivacyControl,
} from "../site/consent.js";
import { readCookie } from "../site/cookies.js";
import { runsAt } from "../site/integrationScripts.js";
import { isHighlighted } from "../site/navigation.js";
import { RECAPTCHA_SCRIPT_SOURCES } from "../site/recaptchaSources.js";
import { PLAN_COOKIE, STORAGE_KEYS } from "../site/storageKeys.js";
import type { AppModule, EntryOptions } from "./entryContract.js";
import { openAtTop, PAGE_LOADER_GLOBAL, type PageLoader } from "./pageLoader.js";
import { shownPlanForm } from "./planForms.js";

/** The id of the <template> holding the page's modulepreload links. */
export const PRELOADS_TEMPLATE_ID = "page-chunks";

/** The id of the <template> holding a form page's modulepreload links of its field checks: all fetched at once. */
export const FIELD_CHECKS_TEMPLATE_ID = "field-check-chunks";

/** Adds the modulepreload links of a <template> to the head, once. */
function preloadFrom(templateId: string): void {
  const preloads = document.getElementById(templateId);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
}

/** A <meta> of the payment page: where a visitor with no plan stored goes (the app's checkout guard, done early). */
export const LEAVE_WITHOUT_PLAN_META = "leave-without-plan";

/** A <meta> of a page that stores its section when it opens (spec §3): the section. */
export const PAGE_SECTION_META = "page-section";

function metaContent(name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? null;
}

/** A value of session or local storage, or null when it is not set or storage is blocked. */
function stored(area: "sessionStorage" | "localStorage", key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/**
 * The payment page is a document of its own, so the checkout guard would cost a page load after the whole app. When
 * nothing at all is stored, leave before loading it; anything stored (even malformed) is the app's to judge.
 */
function leftWithoutPlan(): boolean {
  const home = metaContent(LEAVE_WITHOUT_PLAN_META);
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

/** The page's section goes into storage as it opens (the app stores the section of each page it shows later). */
function storePageSection(): void {
  const section = metaContent(PAGE_SECTION_META);
  try {
    if (section) window.sessionStorage.setItem(STORAGE_KEYS.section, section);
  } catch {
    // A blocked or full storage takes no writes: the app tells the visitor when it refuses what matters (the plan).
  }
}

/** A page with no nav item of its own while a stored section underlines one (spec §2): its first view needs the app. */
function storedSectionUnderlines(): boolean {
  return (
    isHighlighted(stored("sessionStorage", STORAGE_KEYS.section)) &&
    !document.querySelector('header nav a[aria-current="page"]')
  );
}

/** Whether the visitor focused or filled a field of the page before this script ran (the loader saw no event of it). */
function fieldReachedEarly(): boolean {
  const root = document.getElementById("root");
  const fields = root?.querySelectorAll("input, select, textarea") ?? [];
  return (
    (root?.contains(document.activeElement) ?? false) ||
    [...fields].some((field) =>
      field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
        ? field.checked !== field.defaultChecked
        : (field as HTMLInputElement).value !== "",
    )
  );
}

/**
 * The payment page's first view shows from storage more than the plan's form (the billing values kept, an order in
 * flight, the terms accepted), or a plan its HTML has no form for, or the visitor is already at it: the app at once.
 */
function paymentPageNeedsApp(): boolean {
  const termsAccepted = stored("localStorage", STORAGE_KEYS.terms) === "true";
  return (
    shownPlanForm() === null ||
    stored("sessionStorage", STORAGE_KEYS.checkoutValues) !== null ||
    stored("localStorage", STORAGE_KEYS.pendingOrder) !== null ||
    readCookie(STORAGE_KEYS.pendingOrder) !== null ||
    termsAccepted ||
    fieldReachedEarly()
  );
}

/**
 * Schedules the page's third parties: those that need consent once the visitor allows them (now or on answering).
 * Returns whether the site asks and the visitor has not answered: the app, which shows the notice, is needed at once.
 */
function scheduleThirdParties(
  { scripts, schedule }: NonNullable<EntryOptions["thirdParties"]>,
  paymentPage: boolean,
): boolean {
  const signal = sendsGlobalPrivacyControl();
  let choice: ConsentChoice | null = readConsent();
  let waiting = scripts.filter((script) => runsAt(script, location.pathname, paymentPage));
  const scheduleAllowed = () => {
    const allowed = waiting.filter((script) =>
      consentAllows(script.consent ?? "necessary", choice, signal),
    );
    waiting = waiting.filter((script) => !allowed.includes(script));
    for (const script of allowed) schedule(script, window);
  };
  scheduleAllowed();
  if (waiting.length > 0) {
    window.addEventListener(CONSENT_CHANGED_EVENT, (event) => {
      choice = (event as CustomEvent<ConsentChoice>).detail;
      scheduleAllowed();
    });
  }
  // Nothing asked on the payment page: nothing there needs consent.
  return !paymentPage && choice === null && scripts.some((script) => script.consent);
}

/** Runs `then` once the page has loaded (its images too) and painted: the app never competes with the largest paint. */
function afterLoadAndPaint(then: () => void): void {
  // A hidden tab gets no frames: at once there.
  const painted = () =>
    document.visibilityState === "hidden"
      ? then()
      : requestAnimationFrame(() => setTimeout(then, 0));
  if (document.readyState === "complete") painted();
  else window.addEventListener("load", painted, { once: true });
}

export function startWhenNeeded(
  importApp: () => Promise<AppModule>,
  { thirdParties, events, loadFieldChecks, loadConsentNotice }: EntryOptions = {},
): void {
  if (leftWithoutPlan()) return;
  trustScriptUrlsOfSiteAndCaptcha();
  const paymentPage = metaContent(LEAVE_WITHOUT_PLAN_META) !== null;
  const loaders = window as unknown as Record<string, PageLoader | undefined>;
  if (!loaders[PAGE_LOADER_GLOBAL]) openAtTop();
  const loader = loaders[PAGE_LOADER_GLOBAL];
  storePageSection();
  events?.start(events.endpoint, { checkoutPlan: paymentPage ? shownPlanForm() : null });
  const asksConsent = thirdParties ? scheduleThirdParties(thirdParties, paymentPage) : false;
  // The notice needs no app, but the one that says the browser's privacy signal was honoured.
  const noticeBeforeApp =
    asksConsent && !sendsGlobalPrivacyControl() ? loadConsentNotice : undefined;
  noticeBeforeApp?.()
    .then((showConsentNotice) => showConsentNotice())
    .catch((error: unknown) => {
      // The app shows it once it is in.
      console.error("The consent notice failed to load", error);
    });
  const noticeNeedsApp = asksConsent && !noticeBeforeApp;
  // A field left wrong shows its message at once, before the app: checked by the page until the app hydrates.
  let hydrating = false;
  let stopFieldChecks = () => {};
  // Not on the payment page, whose import map pins every chunk it may run: its HTML has no room for theirs.
  if (loader && loadFieldChecks && !paymentPage && document.querySelector("#root form")) {
    preloadFrom(FIELD_CHECKS_TEMPLATE_ID);
    loadFieldChecks()
      .then((startChecks) => {
        if (!hydrating) stopFieldChecks = startChecks(loader.left);
      })
      .catch(() => {
        // The app shows the messages once it is in.
      });
  }
  const beforeHydrating = () => {
    hydrating = true;
    stopFieldChecks();
  };

  // Called once: at once, or by the loader's one reach.
  const start = () => {
    preloadFrom(PRELOADS_TEMPLATE_ID);
    const takePress = () => {
      loader?.stopKeeping();
      return loader?.pressed ?? null;
    };
    importApp()
      .then((app) =>
        app.start({ takePress, fieldsLeft: () => loader?.left ?? [], beforeHydrating }),
      )
      .catch((error: unknown) => {
        console.error("The site failed to start", error);
      });
  };

  // At once: the development server's bare page (no loader), a first view that needs the app, or the notice's.
  if (
    !loader ||
    storedSectionUnderlines() ||
    noticeNeedsApp ||
    (paymentPage && paymentPageNeedsApp())
  ) {
    afterLoadAndPaint(start);
  } else if (loader.reached) start();
  else loader.onReach = start;
}
