// The site's routes, from its page table, shared by the browser and the prerender: declarative React Router (no data
// router: its code would cost every page ~17 kB of gzip), each page in its own chunk.
import { policySlugs } from "@membership/content";
import { type ComponentType, lazy, Suspense, useLayoutEffect } from "react";
import { type RouteObject, useLocation, useRoutes } from "react-router";
import type { PageTable } from "../site/pageTable.js";
import { type Site, useSite } from "../site/SiteContext.js";
import { Layout } from "./Layout.js";
import {
  PaymentDocumentProvider,
  replaceDocument,
  useCrossesPaymentDocument,
} from "./paymentDocument.js";
import { PageErrorBoundary } from "./RouteErrorPage.js";

/** Each page's module by page id (the build generates it from the page table): a default-exported component. */
export type PageModules = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;

const POLICY_IDS: readonly string[] = policySlugs;

/** Pages already loaded render at once: the first page is loaded before hydrating, so nothing suspends. */
const loadedPages = new Map<string, ComponentType>();
const lazyPages = new Map<string, ComponentType>();

/** Loads a page, and the data it shows (the policy texts, the forms' texts), before it first renders. */
async function loadPage(site: Site, modules: PageModules, id: string): Promise<void> {
  const load = modules[id];
  if (!load) throw new Error(`No page module for the page "${id}"`);
  const page = site.pages.pages.find((candidate) => candidate.id === id);
  const [module] = await Promise.all([
    load(),
    POLICY_IDS.includes(id) ? site.loadPolicyTexts() : undefined,
    page?.showsForm ? site.loadFormsTexts() : undefined,
  ]);
  loadedPages.set(id, module.default);
}

/** Loads the page shown at a path: the browser before hydrating, the prerender before rendering. */
export function loadPageFor(site: Site, modules: PageModules, pathname: string): Promise<void> {
  return loadPage(site, modules, site.pages.forPath(pathname).id);
}

function Page({ id, modules }: { id: string; modules: PageModules }) {
  const site = useSite();
  let Component = loadedPages.get(id) ?? lazyPages.get(id);
  if (!Component) {
    // Pages reached by client navigation load on demand; the router's transition keeps the old page until then.
    Component = lazy(async () => {
      await loadPage(site, modules, id);
      return { default: loadedPages.get(id) as ComponentType };
    });
    lazyPages.set(id, Component);
  }
  return <Component />;
}

export function createRoutes(table: PageTable, modules: PageModules): RouteObject[] {
  const route = (path: string, id: string): RouteObject => ({
    path,
    // Case-sensitive like the static host: /ABOUT-US is the 404 page both there and in the browser.
    caseSensitive: true,
    element: <Page id={id} modules={modules} />,
  });
  return [
    {
      path: "/",
      element: <Layout />,
      children: [
        ...table.pages.flatMap((page) =>
          [page.path, ...page.aliases].map((path) =>
            path === "/"
              ? { index: true, element: <Page id={page.id} modules={modules} /> }
              : route(path, page.id),
          ),
        ),
        route("*", table.notFound.id),
      ],
    },
  ];
}

/**
 * The routes, with a way back when a page throws (cleared on the next path). The Suspense boundary stays mounted, so a
 * navigation to a page still loading keeps showing the current page (the router navigates in a transition).
 */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <PaymentDocumentProvider>
      <DocumentRoutes routes={routes} />
    </PaymentDocumentProvider>
  );
}

function DocumentRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname, search, hash } = useLocation();
  const { prefix } = useSite().languages;
  const element = useRoutes(routes);
  const crosses = useCrossesPaymentDocument()(pathname);
  // A router move across the payment page's boundary (a relative link) becomes a page load in its place. A purchase and
  // the checkout guard never come here: they replace the document themselves, with the page still on screen.
  useLayoutEffect(() => {
    if (crosses) replaceDocument(`${prefix}${pathname}${search}${hash}`);
  }, [crosses, prefix, pathname, search, hash]);
  if (crosses) return null;
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </PageErrorBoundary>
  );
}
