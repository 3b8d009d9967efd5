// Session cookies of the site: the plan's carrier to the payment page and the payment page's own key. A module of its
// own, so the page's entry script can read one without loading the storage helpers.

/** A cookie's value, or null when it is not set or cookies are unreadable (server render, blocked). */
export function readCookie(name: string): string | null {
  try {
    const prefix = `${name}=`;
    const found = globalThis.document?.cookie.split("; ").find((item) => item.startsWith(prefix));
    return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

/** Sets a session cookie for `path` only, never sent cross-site; null deletes it. */
export function writeCookie(name: string, value: string | null, path = "/"): void {
  const secure = globalThis.location?.protocol === "https:" ? "; Secure" : "";
  const attributes = `; Path=${path}; SameSite=Strict${secure}`;
  try {
    if (!globalThis.document) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in Firefox.
    document.cookie =
      value === null
        ? `${name}=${attributes}; Max-Age=0`
        : `${name}=${encodeURIComponent(value)}${attributes}`;
  } catch {
    // Blocked cookies: the plan then lives in memory only.
  }
}
