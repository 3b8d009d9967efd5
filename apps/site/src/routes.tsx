// The site's routes, shared by the browser and the prerender: declarative React Router (no data router: its code
// would cost every page ~17 kB of gzip), each page in its own chunk.
import { policySlugs } from "@membership/content";
import { type ComponentType, lazy, Suspense } from "react";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import { Layout } from "./frame/Layout.tsx";
import { PageErrorBoundary } from "./pages/RouteErrorPage.tsx";

// One chunk per page (sitePages.ts names its source as lazyModule, so the prerendered HTML preloads it).
const pageLoaders = {
  home: () => import("./pages/HomePage.tsx").then((module) => module.HomePage),
  "about-us": () => import("./pages/AboutUsPage.tsx").then((module) => module.AboutUsPage),
  price: () => import("./pages/PricePage.tsx").then((module) => module.PricePage),
  contact: () => import("./pages/ContactPage.tsx").then((module) => module.ContactPage),
  "cancel-service": () =>
    import("./pages/CancelServicePage.tsx").then((module) => module.CancelServicePage),
  checkout: () => import("./pages/CheckoutPage.tsx").then((module) => module.CheckoutPage),
  policy: () => import("./pages/PolicyPage.tsx").then((module) => module.PolicyPage),
  "not-found": () => import("./pages/NotFoundPage.tsx").then((module) => module.NotFoundPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageChunk = keyof typeof pageLoaders;

/** Pages already loaded render at once: the first page is loaded before hydrating, so nothing suspends. */
const loadedPages = new Map<PageChunk, ComponentType>();

export async function loadPage(chunk: PageChunk): Promise<void> {
  loadedPages.set(chunk, await pageLoaders[chunk]());
}

// Pages reached by client navigation load on demand; the router's transition keeps the old page until then.
const lazyPages = {} as Record<PageChunk, ComponentType>;
for (const chunk of Object.keys(pageLoaders) as PageChunk[]) {
  lazyPages[chunk] = lazy(async () => ({ default: await pageLoaders[chunk]() }));
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

/** The routes, with a way back when a page throws; a new path starts with a fresh boundary. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </PageErrorBoundary>
  );
}
