// The site's routes, shared by the browser and the prerender: declarative React Router (no data router: its code
// would cost every page ~17 kB of gzip), each page in its own chunk.
import { policySlugs } from "@membership/content";
import { type ComponentType, lazy, Suspense } from "react";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import { Layout } from "./frame/Layout.tsx";
import { PageErrorBoundary } from "./pages/RouteErrorPage.tsx";

// One chunk per page; `source` is its key in Vite's manifest, which the prerender reads to preload the chunk.
const pageChunks = {
  home: {
    source: "src/pages/HomePage.tsx",
    load: () => import("./pages/HomePage.tsx").then((module) => module.HomePage),
  },
  "about-us": {
    source: "src/pages/AboutUsPage.tsx",
    load: () => import("./pages/AboutUsPage.tsx").then((module) => module.AboutUsPage),
  },
  price: {
    source: "src/pages/PricePage.tsx",
    load: () => import("./pages/PricePage.tsx").then((module) => module.PricePage),
  },
  contact: {
    source: "src/pages/ContactPage.tsx",
    load: () => import("./pages/ContactPage.tsx").then((module) => module.ContactPage),
  },
  "cancel-service": {
    source: "src/pages/CancelServicePage.tsx",
    load: () => import("./pages/CancelServicePage.tsx").then((module) => module.CancelServicePage),
  },
  checkout: {
    source: "src/pages/CheckoutPage.tsx",
    load: () => import("./pages/CheckoutPage.tsx").then((module) => module.CheckoutPage),
  },
  policy: {
    source: "src/pages/PolicyPage.tsx",
    load: () => import("./pages/PolicyPage.tsx").then((module) => module.PolicyPage),
  },
  "not-found": {
    source: "src/pages/NotFoundPage.tsx",
    load: () => import("./pages/NotFoundPage.tsx").then((module) => module.NotFoundPage),
  },
} satisfies Record<string, { source: string; load: () => Promise<ComponentType> }>;

export type PageChunk = keyof typeof pageChunks;

/** Pages already loaded render at once: the first page is loaded before hydrating, so nothing suspends. */
const loadedPages = new Map<PageChunk, ComponentType>();

export async function loadPage(chunk: PageChunk): Promise<void> {
  loadedPages.set(chunk, await pageChunks[chunk].load());
}

// Pages reached by client navigation load on demand; the router's transition keeps the old page until then.
const lazyPages = {} as Record<PageChunk, ComponentType>;
for (const chunk of Object.keys(pageChunks) as PageChunk[]) {
  lazyPages[chunk] = lazy(async () => ({ default: await pageChunks[chunk].load() }));
}

function Page({ chunk }: { chunk: PageChunk }) {
  const Component = loadedPages.get(chunk) ?? lazyPages[chunk];
  return <Component />;
}

const pageRoute = (path: string, chunk: PageChunk): RouteObject => ({
  path,
  // Case-sensitive like the static host: /ABOUT-US is the 404 page both there and in the browser.
  caseSensitive: true,
  element: <Page chunk={chunk} />,
  handle: chunk,
});

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <Layout />,
    children: [
      { index: true, element: <Page chunk="home" />, handle: "home" },
      pageRoute("home", "home"),
      pageRoute("about-us", "about-us"),
      pageRoute("price", "price"),
      pageRoute("contact", "contact"),
      pageRoute("cancel-service", "cancel-service"),
      pageRoute("checkout", "checkout"),
      ...policySlugs.map((slug) => pageRoute(slug, "policy")),
      pageRoute("*", "not-found"),
    ],
  },
];

/** The chunk of the page shown at a path. */
export function pageChunkForPath(pathname: string): PageChunk {
  const matches = matchRoutes(routes, pathname) ?? [];
  return (matches.at(-1)?.route.handle as PageChunk | undefined) ?? "not-found";
}

/** The manifest key of the chunk of the page shown at a path. */
export function pageSourceForPath(pathname: string): string {
  return pageChunks[pageChunkForPath(pathname)].source;
}

/**
 * The routes, with a way back when a page throws (cleared on the next path). The Suspense boundary stays mounted, so a
 * navigation to a page still loading keeps showing the current page (the router navigates in a transition).
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </PageErrorBoundary>
  );
}
