// The browser app: hydrates the prerendered HTML (or renders from scratch under the dev server).
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { loadFloatingCancelIfOpen } from "../forms/FloatingCancel.js";
import { handOverFieldsLeft } from "../forms/fieldsLeftBeforeApp.js";
import type { StartOptions } from "../loader/entryContract.js";
import { shownPlanForm } from "../loader/planForms.js";
import { routerBasename, withoutPrefix } from "../site/locale.js";
import { assembleSite, type SiteInput } from "../site/SiteContext.js";
import { createRoutes, loadPageFor, type PageModules, SiteRoutes } from "./routes.js";
import { ShownPlanContext } from "./ShownPlanContext.js";
import { SiteApp } from "./SiteApp.js";

/** A page file opened by its name (/about-us.html, /index.html) holds that route's HTML: route there. */
function routeOfPageFile(location: Location): string | null {
  const match = /^(.*?)(\/index)?\.html$/.exec(location.pathname);
  if (!match || match[1] === "/404") return null;
  return `${match[1] || "/"}${location.search}${location.hash}`;
}

/** A language's home without its slash (/es) is its home (/es/), as the router's basename has the slash. */
function languageHome(location: Location, prefix: string): string | null {
  return prefix && location.pathname === prefix
    ? `${prefix}/${location.search}${location.hash}`
    : null;
}

export async function startSite(
  input: SiteInput,
  modules: PageModules,
  { takePress, fieldsLeft, beforeHydrating }: StartOptions,
): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");

  const site = assembleSite(input);
  const { prefix } = site.languages;
  const pageRoute = routeOfPageFile(window.location) ?? languageHome(window.location, prefix);
  if (pageRoute) window.history.replaceState(window.history.state, "", pageRoute);

  const routes = createRoutes(site.pages, modules);
  // The page's chunk (preloaded by the entry) must be in before hydrating, or React sees an empty tree.
  await loadPageFor(site, modules, withoutPrefix(window.location.pathname, prefix));

  const app = (
    <ShownPlanContext value={shownPlanForm()}>
      <SiteApp site={site}>
        <BrowserRouter basename={routerBasename(prefix)}>
          <SiteRoutes routes={routes} />
        </BrowserRouter>
      </SiteApp>
    </ShownPlanContext>
  );
  // Prerendered pages have markup in #root; the dev server serves the bare template.
  const pressed = takePress();
  handOverFieldsLeft(fieldsLeft);
  if (container.firstElementChild) {
    beforeHydrating();
    loadFloatingCancelIfOpen(site);
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // The press that brought the app in: React hydrates its part at once to handle it (selective hydration).
    if (pressed?.isConnected) pressed.click();
  } else {
    createRoot(container).render(app);
  }
}
