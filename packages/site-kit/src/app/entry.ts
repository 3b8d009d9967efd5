// The page's only script: lets the browser paint the prerendered HTML before any of the app's JavaScript loads or
// runs, then adds the page's modulepreload links (an inert <template> the prerender wrote), so the app and the page's
// chunk download in parallel, and imports the app. It imports nothing itself, so it stays a few hundred bytes.

/** The id of the <template> holding the page's modulepreload links. */
export const PRELOADS_TEMPLATE_ID = "page-chunks";

export function startAfterPaint(importApp: () => Promise<unknown>): void {
  const start = () => {
    const preloads = document.getElementById(PRELOADS_TEMPLATE_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    importApp().catch((error: unknown) => {
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
