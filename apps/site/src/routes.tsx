// The site's data routes, shared by the browser router and the prerender.
import { policySlugs } from "@membership/content";
import type { RouteObject } from "react-router";
import { Layout } from "./frame/Layout.tsx";
import { RouteErrorPage } from "./pages/RouteErrorPage.tsx";

// Every page is its own chunk (listed in sitePages.ts as lazyModule, preloaded by its prerendered HTML):
// a page's texts, images and libraries load only where they are shown.
const homeRoute = {
  lazy: async () => ({ Component: (await import("./pages/HomePage.tsx")).HomePage }),
};
const policyRoutes = policySlugs.map((slug) => ({
  path: slug,
  lazy: async () => {
    const { PolicyPage } = await import("./pages/PolicyPage.tsx");
    return { element: <PolicyPage slug={slug} /> };
  },
}));

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    // Case-sensitive like the static host: /ABOUT-US is the 404 page both there and in the browser.
    children: [
      { index: true, ...homeRoute },
      { path: "home", ...homeRoute },
      {
        path: "about-us",
        lazy: async () => ({ Component: (await import("./pages/AboutUsPage.tsx")).AboutUsPage }),
      },
      {
        path: "price",
        lazy: async () => ({ Component: (await import("./pages/PricePage.tsx")).PricePage }),
      },
      {
        path: "contact",
        lazy: async () => ({ Component: (await import("./pages/ContactPage.tsx")).ContactPage }),
      },
      {
        path: "cancel-service",
        lazy: async () => ({
          Component: (await import("./pages/CancelServicePage.tsx")).CancelServicePage,
        }),
      },
      {
        path: "checkout",
        lazy: async () => ({ Component: (await import("./pages/CheckoutPage.tsx")).CheckoutPage }),
      },
      ...policyRoutes,
      {
        path: "*",
        lazy: async () => ({
          Component: (await import("./pages/NotFoundPage.tsx")).NotFoundPage,
        }),
      },
    ].map((route) => ({ ...route, caseSensitive: true })),
  },
];
