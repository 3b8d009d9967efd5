// The third parties' scripts the entry adds (site/integrations.ts): one tag each, once the page is loaded, hydrated and
// idle, on the pages each runs on.
import type { AskedCategory } from "./consentCategories.js";
import type { IntegrationLoad } from "./integrationKinds.js";
import { normalizePathname } from "./pathname.js";
import { isAtOrUnderPaymentPath } from "./paymentPaths.js";
import { injectScript, type ScriptDocument } from "./scriptTag.js";

/** How long a `start` script waits for an idle moment before it loads anyway. */
const START_IDLE_TIMEOUT_MS = 3000;

/** What the entry loads: an integration's script, when, and where (build-time paths on this site). */
export interface IntegrationScript {
  id: string;
  script: string;
  /** `start`: at the first idle moment after the page has loaded (at most 3 s later); `idle`: when the browser is idle. */
  loads: Exclude<IntegrationLoad, "click">;
  /** The only paths it runs at (its pages in every language, aliases included). */
  only?: readonly string[];
  /** The payment page's paths: it runs anywhere but at or under them. */
  notAtOrUnder?: readonly string[];
  /** The category the visitor must allow first; none for what runs without asking. */
  consent?: AskedCategory;
}

export interface ScriptWindow {
  document: ScriptDocument;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  removeEventListener(type: "load", listener: () => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/** The origin of an http(s) URL, or null for "" and anything else. */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Only absolute http(s) URLs are loaded; anything else is a configuration mistake. */
export function isLoadableScriptUrl(url: string): boolean {
  return httpOrigin(url) !== null;
}

/** Whether the script runs at this path (`paymentPage`: the page says it is the payment page). */
export function runsAt(entry: IntegrationScript, pathname: string, paymentPage: boolean): boolean {
  if (entry.only) return entry.only.map(normalizePathname).includes(normalizePathname(pathname));
  if (entry.notAtOrUnder) {
    return !paymentPage && !isAtOrUnderPaymentPath(entry.notAtOrUnder, pathname);
  }
  return true;
}

/**
 * Loads the script after the load event and an idle moment. Returns a cancel function for effects that unmount before
 * it ran.
 */
export function scheduleScript(
  { id, script, loads }: Pick<IntegrationScript, "id" | "script" | "loads">,
  win: ScriptWindow,
): () => void {
  if (!isLoadableScriptUrl(script)) {
    console.warn(
      `The script of the integration "${id}" is not an http(s) URL, it is off: ${script}`,
    );
    return () => {};
  }

  let cancelled = false;
  let idleId: number | null = null;
  let timeoutId: number | null = null;

  const inject = () => {
    if (!cancelled) injectScript(id, script, win.document);
  };
  const afterIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) {
      idleId = win.requestIdleCallback(
        inject,
        loads === "start" ? { timeout: START_IDLE_TIMEOUT_MS } : undefined,
      );
    } else {
      timeoutId = win.setTimeout(inject, 0);
    }
  };

  if (win.document.readyState === "complete") {
    afterIdle();
  } else {
    win.addEventListener("load", afterIdle, { once: true });
  }

  return () => {
    cancelled = true;
    win.removeEventListener("load", afterIdle);
    if (idleId !== null) win.cancelIdleCallback?.(idleId);
    if (timeoutId !== null) win.clearTimeout(timeoutId);
  };
}
