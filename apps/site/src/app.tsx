// The browser app, imported by entry-client.ts: hydrates the prerendered HTML (or renders from scratch under `vite` dev).
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { SiteThemeProvider } from "./frame/SiteThemeProvider.tsx";
import { loadPage, pageChunkForPath, SiteRoutes } from "./routes.tsx";

/** A page file opened by its name (/about-us.html, /index.html) holds that route's HTML: route there. */
function routeOfPageFile(location: Location): string | null {
  const match = /^(.*?)(\/index)?\.html$/.exec(location.pathname);
  if (!match || match[1] === "/404") return null;
  return `${match[1] || "/"}${location.search}${location.hash}`;
}

async function start(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");

  // Pages open at the top, also on reload and history navigation.
  window.history.scrollRestoration = "manual";

  const pageRoute = routeOfPageFile(window.location);
  if (pageRoute) window.history.replaceState(window.history.state, "", pageRoute);

  // The page's chunk (preloaded by entry-client.ts) must be in before hydrating, or React sees an empty tree.
  await loadPage(pageChunkForPath(window.location.pathname));

  const app = (
    <StrictMode>
      <SiteThemeProvider>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SiteThemeProvider>
    </StrictMode>
  );
  // Prerendered pages have markup in #root; the dev server serves the bare template (a comment).
  if (container.firstElementChild) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

start().catch((error: unknown) => {
  console.error("The site failed to start", error);
});
