// Browser entry: lets the browser paint the prerendered HTML before any of the app's JavaScript loads or runs. Then it
// adds the page's modulepreload links (an inert <template> written by scripts/prerender.ts), so the app and the page's
// chunk download in parallel, and imports the app.
function startApp(): void {
  const preloads = document.getElementById("page-chunks");
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  void import("./app.tsx");
}

// A hidden tab gets no frames: start at once there.
if (document.visibilityState === "hidden") {
  startApp();
} else {
  requestAnimationFrame(() => {
    setTimeout(startApp, 0);
  });
}
