// Every route of the site with its placeholder heading, document title and description (the page bodies come from @membership/ui later).
import { normalizePathname } from "../navigation.ts";

export interface SitePage {
  /** Stable name used by routes, tests and screenshots. */
  id: string;
  path: string;
  /** File the prerender writes into dist/ for this path. */
  file: string;
  heading: string;
  /** Document title before " | brand name". */
  title: string;
  description: string;
  /** Source of the route's lazy chunk (as in routes.tsx), preloaded by the prerendered HTML. */
  lazyModule?: string;
}

export const sitePages = [
  {
    id: "home",
    path: "/",
    file: "index.html",
    heading: "Virtual medical care for your family, 24/7",
    title: "Home",
    description:
      "Monthly telehealth membership plans for families: doctor video calls 24/7, prescription drug coverage and personalized treatment plans.",
  },
  {
    id: "home-alias",
    path: "/home",
    file: "home.html",
    heading: "Virtual medical care for your family, 24/7",
    title: "Home",
    description:
      "Monthly telehealth membership plans for families: doctor video calls 24/7, prescription drug coverage and personalized treatment plans.",
  },
  {
    id: "about-us",
    path: "/about-us",
    file: "about-us.html",
    heading: "Who are we?",
    title: "About us",
    description: "Who we are and the team behind the telehealth membership.",
  },
  {
    id: "price",
    path: "/price",
    file: "price.html",
    heading: "The health care plans that are available to you",
    title: "Plans and prices",
    description:
      "Two monthly telehealth plans, BASIC and PREMIUM, each starting with a 30-day trial.",
  },
  {
    id: "contact",
    path: "/contact",
    file: "contact.html",
    heading: "Contact",
    title: "Contact",
    description: "Reach customer service by phone or e-mail, or send us a message.",
  },
  {
    id: "cancel-service",
    path: "/cancel-service",
    file: "cancel-service.html",
    heading: "Notify us if you have a cancellation request",
    title: "Cancel service",
    description: "Request the cancellation of your telehealth membership.",
  },
  {
    id: "checkout",
    path: "/checkout",
    file: "checkout.html",
    heading: "Get ready to live healthier",
    title: "Checkout",
    description: "Complete the purchase of your telehealth membership trial.",
    lazyModule: "src/pages/CheckoutPage.tsx",
  },
  {
    id: "privacy-policy",
    path: "/privacy-policy",
    file: "privacy-policy.html",
    heading: "Privacy policy",
    title: "Privacy policy",
    description: "How we handle your personal and health information, and our HIPAA notice.",
  },
  {
    id: "refund-policy",
    path: "/refund-policy",
    file: "refund-policy.html",
    heading: "Refund policy",
    title: "Refund policy",
    description: "How to request a refund of your membership.",
  },
  {
    id: "terms-of-service",
    path: "/terms-of-service",
    file: "terms-of-service.html",
    heading: "Terms of service",
    title: "Terms of service",
    description: "The terms of the telehealth membership.",
  },
  {
    id: "security-policy",
    path: "/security-policy",
    file: "security-policy.html",
    heading: "Security policy",
    title: "Security policy",
    description: "How we keep your information secure.",
  },
  {
    id: "delivery-policy",
    path: "/delivery-policy",
    file: "delivery-policy.html",
    heading: "Delivery policy",
    title: "Delivery policy",
    description: "How the membership and its welcome letter are delivered.",
  },
] as const satisfies readonly SitePage[];

export type SitePageId = (typeof sitePages)[number]["id"];

/** The page every unknown path renders, prerendered to 404.html. */
export const notFoundPage = {
  id: "not-found",
  path: "/404",
  file: "404.html",
  heading: "Error 404",
  title: "Page not found",
  description: "What you were looking for may have moved or is not available.",
} as const satisfies SitePage;

export function sitePageById(id: SitePageId): SitePage {
  const page = sitePages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`Unknown site page: ${id}`);
  return page;
}

/** The page shown at a path; unknown paths get the not-found page. */
export function sitePageForPath(pathname: string): SitePage {
  const path = normalizePathname(pathname);
  return sitePages.find((page) => page.path === path) ?? notFoundPage;
}

export function documentTitle(page: SitePage, brandName: string): string {
  return `${page.title} | ${brandName}`;
}
