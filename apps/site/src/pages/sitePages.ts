// Every route of the site with its main heading (the hero card's title), document title and description.
import { notFoundHero, pageHeroes } from "@membership/content";
import { normalizePathname } from "../navigation.ts";

export interface SitePage {
  /** Stable name used by routes, tests and screenshots. */
  id: string;
  path: string;
  /** File the prerender writes into dist/ for this path. */
  file: string;
  /** The page's h1: its hero card's title. */
  heading: string;
  /** Document title before " | brand name". */
  title: string;
  description: string;
  /** The address search engines should index instead (the home page's alias); default: path. */
  canonicalPath?: string;
  /** Kept out of search results and the sitemap (checkout, the 404 page). */
  noindex?: boolean;
}

export const sitePages = [
  {
    id: "home",
    path: "/",
    file: "index.html",
    heading: pageHeroes["/"].title,
    title: "Home",
    description:
      "Monthly telehealth membership plans for families: doctor video calls 24/7, prescription drug coverage and personalized treatment plans.",
  },
  {
    id: "home-alias",
    path: "/home",
    file: "home.html",
    canonicalPath: "/",
    heading: pageHeroes["/home"].title,
    title: "Home",
    description:
      "Monthly telehealth membership plans for families: doctor video calls 24/7, prescription drug coverage and personalized treatment plans.",
  },
  {
    id: "about-us",
    path: "/about-us",
    file: "about-us.html",
    heading: pageHeroes["/about-us"].title,
    title: "About us",
    description: "Who we are and the team behind the telehealth membership.",
  },
  {
    id: "price",
    path: "/price",
    file: "price.html",
    heading: pageHeroes["/price"].title,
    title: "Plans and prices",
    description:
      "Two monthly telehealth plans, BASIC and PREMIUM, each starting with a 30-day trial.",
  },
  {
    id: "contact",
    path: "/contact",
    file: "contact.html",
    heading: pageHeroes["/contact"].title,
    title: "Contact",
    description: "Reach customer service by phone or e-mail, or send us a message.",
  },
  {
    id: "cancel-service",
    path: "/cancel-service",
    file: "cancel-service.html",
    heading: pageHeroes["/cancel-service"].title,
    title: "Cancel service",
    description: "Request the cancellation of your telehealth membership.",
  },
  {
    id: "checkout",
    path: "/checkout",
    file: "checkout.html",
    noindex: true,
    heading: pageHeroes["/checkout"].title,
    title: "Checkout",
    description: "Complete the purchase of your telehealth membership trial.",
  },
  {
    id: "privacy-policy",
    path: "/privacy-policy",
    file: "privacy-policy.html",
    heading: pageHeroes["/privacy-policy"].title,
    title: "Privacy policy",
    description: "How we handle your personal and health information, and our HIPAA notice.",
  },
  {
    id: "refund-policy",
    path: "/refund-policy",
    file: "refund-policy.html",
    heading: pageHeroes["/refund-policy"].title,
    title: "Refund policy",
    description: "How to request a refund of your membership.",
  },
  {
    id: "terms-of-service",
    path: "/terms-of-service",
    file: "terms-of-service.html",
    heading: pageHeroes["/terms-of-service"].title,
    title: "Terms of service",
    description: "The terms of the telehealth membership.",
  },
  {
    id: "security-policy",
    path: "/security-policy",
    file: "security-policy.html",
    heading: pageHeroes["/security-policy"].title,
    title: "Security policy",
    description: "How we keep your information secure.",
  },
  {
    id: "delivery-policy",
    path: "/delivery-policy",
    file: "delivery-policy.html",
    heading: pageHeroes["/delivery-policy"].title,
    title: "Delivery policy",
    description: "How the membership and its welcome letter are delivered.",
  },
] as const satisfies readonly SitePage[];

/** The page every unknown path renders, prerendered to 404.html. */
export const notFoundPage = {
  id: "not-found",
  path: "/404",
  file: "404.html",
  noindex: true,
  heading: notFoundHero.title,
  title: "Page not found",
  description: "What you were looking for may have moved or is not available.",
} as const satisfies SitePage;

/** The page shown at a path; unknown paths get the not-found page. */
export function sitePageForPath(pathname: string): SitePage {
  const path = normalizePathname(pathname);
  return sitePages.find((page) => page.path === path) ?? notFoundPage;
}

export function documentTitle(page: SitePage, brandName: string): string {
  return `${page.title} | ${brandName}`;
}
