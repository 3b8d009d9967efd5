// The third-party live-chat widget: one script tag, added once the page is loaded, hydrated and idle.

/** Marks the script tag so a second call (StrictMode, re-mount) never adds another. */
export const CHAT_SCRIPT_MARKER = "data-chat-widget";

/** How long an idle callback may wait before the widget loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

export type ChatDocument = Pick<
  Document,
  "createElement" | "querySelector" | "head" | "readyState"
>;

export interface ChatWindow {
  document: ChatDocument;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  removeEventListener(type: "load", listener: () => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/** Only absolute http(s) URLs are loaded; anything else is a configuration mistake. */
export function isLoadableChatUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** Adds the script tag unless one is already there; returns the tag it added, or null. */
export function injectChatScript(url: string, doc: ChatDocument): HTMLScriptElement | null {
  if (doc.querySelector(`script[${CHAT_SCRIPT_MARKER}]`)) return null;
  const script = doc.createElement("script");
  script.src = url;
  script.async = true;
  script.setAttribute(CHAT_SCRIPT_MARKER, "");
  doc.head.appendChild(script);
  return script;
}

/**
 * Loads the chat script after the load event and an idle period; nothing at all when `url` is "".
 * Returns a cancel function for effects that unmount before it ran.
 */
export function scheduleChatWidget(url: string, win: ChatWindow): () => void {
  if (url === "") return () => {};
  if (!isLoadableChatUrl(url)) {
    console.warn(`VITE_CHAT_SCRIPT_URL is not an http(s) URL, the chat widget is off: ${url}`);
    return () => {};
  }

  let cancelled = false;
  let idleId: number | null = null;
  let timeoutId: number | null = null;

  const inject = () => {
    if (!cancelled) injectChatScript(url, win.document);
  };
  const afterIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) {
      idleId = win.requestIdleCallback(inject, { timeout: IDLE_TIMEOUT_MS });
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
