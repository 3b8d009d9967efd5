// An integration's script tag: added once, marked with its id. Its own module: the app's buttons of what loads on click
// add one too, and must not pull the entry's scheduling into their chunk (nor the app into the entry's).

export type ScriptDocument = Pick<
  Document,
  "createElement" | "querySelector" | "head" | "readyState"
>;

/** Marks a tag with its integration's id, so a second call (StrictMode, re-mount) never adds another. */
export const INTEGRATION_SCRIPT_MARKER = "data-integration";

/** Adds the integration's script tag unless one is already there; returns the tag it added, or null. */
export function injectScript(
  id: string,
  url: string,
  doc: ScriptDocument,
): HTMLScriptElement | null {
  if (doc.querySelector(`script[${INTEGRATION_SCRIPT_MARKER}="${id}"]`)) return null;
  const script = doc.createElement("script");
  script.src = url;
  script.async = true;
  script.setAttribute(INTEGRATION_SCRIPT_MARKER, id);
  doc.head.appendChild(script);
  return script;
}
