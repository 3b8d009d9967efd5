// Browser entry: lets the browser paint the prerendered HTML before the app's JavaScript runs. The HTML preloads the
// app's chunks (entry-server.ts APP_MODULE), so they download in parallel; only their evaluation waits for a frame.
function startApp(): void {
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
