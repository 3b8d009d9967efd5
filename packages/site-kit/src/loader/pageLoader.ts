// The inline script at the end of every page (ADR 0008). The prerendered HTML is the page; this script keeps it until
// the app comes in: it opens the page at the top, keeps a press on a button for the app, and requests the entry script
// when the visitor reaches for the page (a pointer moves or presses, a key, a touch, a focus, a form in view but on the
// payment page) or once the page has loaded, so nothing the first paint needs waits for a script.
// Its functions are written into the page as text: each uses nothing from outside its own body.

import { BUY_SECTION } from "../site/storage.js";
import { STORAGE_KEYS } from "../site/storageKeys.js";

/** The window property through which the loader hands over to the entry script. */
export const PAGE_LOADER_GLOBAL = "__membershipSitePage";

/** What the entry script finds of the loader. */
export interface PageLoader {
  /** Whether the visitor has reached for the page: the app should start. */
  reached: boolean;
  /** The button pressed before the app was in, to press again once it is. */
  pressed: HTMLElement | null;
  /** The fields the visitor left (focused, then moved on) until the forms hydrate, for their messages. */
  left: Element[];
  /** Called when the visitor reaches for the page after the entry has loaded. */
  onReach: (() => void) | null;
  /** Stops keeping presses: the app handles them from now on. */
  stopKeeping(): void;
}

/** The data attributes of a Buy button that the loader reads: the plan record to store and the checkout's address. */
export const BUY_PLAN_DATA = { plan: "data-stored-plan", checkout: "data-checkout" } as const;

/** What reaching for the page looks like: the app loads on the first of these. */
export const INTENT_EVENTS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
] as const;

/** Pages open at the top (spec §2), also on reload and history steps, where the browser would restore the old scroll. */
export function openAtTop(): void {
  window.history.scrollRestoration = "manual";
  const [opened] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (opened && opened.type !== "navigate" && !location.hash) window.scrollTo(0, 0);
}

/** Trusted Types, as far as the loader uses them (a TrustedScriptURL stands in for the string it wraps). */
interface ScriptUrlPolicies {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): string };
}

export interface LoaderSettings {
  global: string;
  intentEvents: readonly string[];
  /** The session storage key of the stored section, which a nav click clears (spec §2). */
  sectionKey: string;
  /** What Buy stores (storage.ts, buyPlan), for a press before the app: the plan's key and the section. */
  buy: { planKey: string; section: string };
  /** Whether a form in view is a reach (the captcha is ready by the time it is filled); the payment page waits for a touch. */
  watchForms: boolean;
}

/**
 * Keeps the page until the app comes in, and requests the entry (its URL and SRI are the script element's `data-entry`
 * and `data-integrity`) when the visitor reaches for the page or once it has loaded.
 */
export function keepPageUntilApp({
  global,
  intentEvents,
  sectionKey,
  buy,
  watchForms,
}: LoaderSettings): void {
  const script = document.currentScript as HTMLScriptElement | null;
  const root = document.getElementById("root");
  if (!root) return;
  let requested = false;
  const request = () => {
    if (requested || !script) return;
    requested = true;
    const entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.integrity = script.dataset.integrity ?? "";
    const url = script.dataset.entry ?? "";
    // The payment page takes script URLs only from a Trusted Types policy: this one gives the entry's alone.
    const policies = (window as { trustedTypes?: ScriptUrlPolicies }).trustedTypes;
    entry.src = policies
      ? policies.createPolicy("entry", { createScriptURL: () => url }).createScriptURL(url)
      : url;
    document.head.append(entry);
  };
  const forms = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) reach();
  });
  const intent = { capture: true, passive: true } as const;
  // Before the app, links work as they are; a press on a button waits for the app, which gets it again.
  const keep = (event: MouseEvent) => {
    const target =
      event.target instanceof Element && root.contains(event.target) ? event.target : null;
    const link = target?.closest("a[href]");
    if (link instanceof HTMLAnchorElement) {
      if (link.closest("header nav") && link.origin === location.origin) {
        // Not when the app came in first and took the click as its own move (the click is then past this listener).
        const clearSection = () => {
          if (event.defaultPrevented) return;
          try {
            window.sessionStorage.removeItem(sectionKey);
          } catch {}
        };
        clearSection();
        // An app coming in while the next page loads stores this page's section again: clear it as the page goes.
        window.addEventListener("pagehide", clearSection, { once: true });
      }
      return;
    }
    // A drawer that closes on any click in it (ui's SideDrawer) does so before the app too.
    const drawer = target?.closest("dialog[open][data-closes-on-click]");
    if (drawer instanceof HTMLDialogElement) drawer.close();
    const button = target?.closest("button, [role='button']");
    if (!(button instanceof HTMLElement)) return;
    // A button the browser acts on itself (an invoker command: the menu button opens the drawer) is left to it.
    if (button.hasAttribute("commandfor")) {
      reach();
      return;
    }
    event.preventDefault();
    // Buy needs no app: store the plan and the section as buyPlan does and open the checkout (where storage refuses
    // them, the app writes the plan's cookie).
    const { storedPlan, checkout } = button.dataset;
    if (storedPlan && checkout) {
      try {
        window.sessionStorage.setItem(buy.planKey, storedPlan);
        window.sessionStorage.setItem(sectionKey, buy.section);
        location.assign(checkout);
        return;
      } catch {}
    }
    loader.pressed = button;
    reach();
  };
  const left: Element[] = [];
  // Until the forms have hydrated and read it: a field left while the app hydrates is one React never saw leave.
  window.addEventListener(
    "focusout",
    (event) => {
      const field = event.target;
      const isField = field instanceof Element && field.matches("input, select, textarea");
      if (isField && root.contains(field) && !left.includes(field)) left.push(field);
    },
    true,
  );
  const loader: PageLoader = {
    reached: false,
    pressed: null,
    left,
    onReach: null,
    stopKeeping: () => window.removeEventListener("click", keep, true),
  };
  function reach(): void {
    if (loader.reached) return;
    loader.reached = true;
    for (const type of intentEvents) window.removeEventListener(type, reach, intent);
    forms.disconnect();
    request();
    loader.onReach?.();
  }
  (window as unknown as Record<string, PageLoader>)[global] = loader;
  window.addEventListener("click", keep, true);
  for (const type of intentEvents) window.addEventListener(type, reach, intent);
  // After the first paint: a form already in view brings the app in without delaying it.
  if (watchForms) {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!loader.reached) for (const form of root.querySelectorAll("form")) forms.observe(form);
      }, 0),
    );
  }
  // Loaded, its first contentful paint shown, and idle: the entry never competes with what the paints need.
  const afterLoad = () =>
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      if ("requestIdleCallback" in window) requestIdleCallback(request, { timeout: 2000 });
      else setTimeout(request, 200);
    }).observe({ type: "paint", buffered: true });
  if (!script) return;
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/** A function's text without indentation or comment lines: the same code in fewer bytes of every page. */
export function compact(code: (...args: never[]) => void): string {
  return code
    .toString()
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("//"))
    .join("\n");
}

/** The loader's settings on a page: the payment page's keeps presses without watching its form. */
export function loaderSettings(watchForms: boolean): LoaderSettings {
  return {
    global: PAGE_LOADER_GLOBAL,
    intentEvents: INTENT_EVENTS,
    sectionKey: STORAGE_KEYS.section,
    buy: { planKey: STORAGE_KEYS.product, section: BUY_SECTION },
    watchForms,
  };
}

/** The loader's text, the same on every page (the payment page's, with `watchForms` false) of every build of this kit version: its CSP hash is stable. */
export function pageLoaderText(watchForms: boolean): string {
  const settings = loaderSettings(watchForms);
  return `(${compact(openAtTop)})();(${compact(keepPageUntilApp)})(${JSON.stringify(settings)});`;
}
