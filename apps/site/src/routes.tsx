// The site's data routes, shared by the browser router and the prerender.
import type { RouteObject } from "react-router";
import { Layout } from "./frame/Layout.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { PlaceholderPage } from "./pages/PlaceholderPage.tsx";
import { PlaceholderPlans } from "./pages/PlaceholderPlans.tsx";
import { RouteErrorPage } from "./pages/RouteErrorPage.tsx";

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        element: (
          <PlaceholderPage pageId="home">
            <PlaceholderPlans />
          </PlaceholderPage>
        ),
      },
      {
        path: "home",
        element: (
          <PlaceholderPage pageId="home-alias">
            <PlaceholderPlans />
          </PlaceholderPage>
        ),
      },
      { path: "about-us", element: <PlaceholderPage pageId="about-us" /> },
      {
        path: "price",
        element: (
          <PlaceholderPage pageId="price">
            <PlaceholderPlans />
          </PlaceholderPage>
        ),
      },
      { path: "contact", element: <PlaceholderPage pageId="contact" /> },
      { path: "cancel-service", element: <PlaceholderPage pageId="cancel-service" /> },
      {
        path: "checkout",
        // Its own chunk: the payment form and its libraries load only where they are used.
        lazy: async () => {
          const { CheckoutPage } = await import("./pages/CheckoutPage.tsx");
          return { Component: CheckoutPage };
        },
      },
      { path: "privacy-policy", element: <PlaceholderPage pageId="privacy-policy" /> },
      { path: "refund-policy", element: <PlaceholderPage pageId="refund-policy" /> },
      { path: "terms-of-service", element: <PlaceholderPage pageId="terms-of-service" /> },
      { path: "security-policy", element: <PlaceholderPage pageId="security-policy" /> },
      { path: "delivery-policy", element: <PlaceholderPage pageId="delivery-policy" /> },
      { path: "*", Component: NotFoundPage },
    ],
  },
];
