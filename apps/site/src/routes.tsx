// The site's data routes, shared by the browser router and the prerender.
import { policySlugs } from "@membership/content";
import type { RouteObject } from "react-router";
import { Layout } from "./frame/Layout.tsx";
import { AboutUsPage } from "./pages/AboutUsPage.tsx";
import { HomePage } from "./pages/HomePage.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { PolicyPage } from "./pages/PolicyPage.tsx";
import { PricePage } from "./pages/PricePage.tsx";
import { RouteErrorPage } from "./pages/RouteErrorPage.tsx";

const policyRoutes = policySlugs.map(
  (slug): RouteObject => ({ path: slug, element: <PolicyPage slug={slug} /> }),
);

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    // Case-sensitive like the static host: /ABOUT-US is the 404 page both there and in the browser.
    children: [
      { index: true, Component: HomePage },
      { path: "home", Component: HomePage },
      { path: "about-us", Component: AboutUsPage },
      { path: "price", Component: PricePage },
      // The form pages are their own chunks: the forms and their libraries load only where they are used.
      {
        path: "contact",
        lazy: async () => {
          const { ContactPage } = await import("./pages/ContactPage.tsx");
          return { Component: ContactPage };
        },
      },
      {
        path: "cancel-service",
        lazy: async () => {
          const { CancelServicePage } = await import("./pages/CancelServicePage.tsx");
          return { Component: CancelServicePage };
        },
      },
      {
        path: "checkout",
        lazy: async () => {
          const { CheckoutPage } = await import("./pages/CheckoutPage.tsx");
          return { Component: CheckoutPage };
        },
      },
      ...policyRoutes,
      { path: "*", Component: NotFoundPage },
    ].map((route) => ({ ...route, caseSensitive: true })),
  },
];
