// What a visitor must see on each route: the spec's texts word for word, and the configured brand values.

import { E2E_BUILD_ENV } from "./e2eEnv.ts";
import { notFoundPage, type SitePage, sitePages } from "./sitePages.ts";

/** The e2e build's support phone (VITE_SUPPORT_PHONE=8005550100), shown as configured and dialled. */
export const SUPPORT_PHONE = { shown: "8005550100", href: "tel:8005550100" } as const;
export const SUPPORT_EMAIL = E2E_BUILD_ENV.VITE_SUPPORT_EMAIL;

/** The home page's h1. */
export const HOME_HEADING = "Virtual medical care around the clock";

const SUPPORT_HOURS = [
  "Monday to Friday 9:00 AM to 9:00 PM EST",
  "Saturday and Sunday 9:00 AM to 5:00 PM EST",
] as const;

const TRIAL_PLANS = [
  "Get a 30-day trial version for ONLY $3.29",
  "BASIC",
  "PREMIUM",
  "Trial for 30 days at $3.29",
  "Monthly",
] as const;

const HOME_TEXTS = [
  "See a medical professional anytime, anywhere",
  "Take care of your family's health",
  "A smart healthcare investment",
  "Choose a physician and start a virtual visit.",
  ...TRIAL_PLANS,
  // Banner position 1: peace of mind with a doctor by video call 24/7.
  "Peace of mind, day and night",
  "Primary Care",
  "Urgent Care",
  "Mental Health",
  "Care Navigation",
  "Dermatology",
  "Physical Therapists",
  "Assistance 24-7-365",
  "Medical Prescriptions",
  "Specialty Referral",
  "Virtual Consultation",
] as const;

export interface RouteExpectation {
  page: SitePage;
  /** The path opened (an unknown one for the not-found page). */
  path: string;
  status: number;
  /** The breadcrumb's page name, after "Home >> ". */
  crumb: string;
  /** Texts the page's <main> shows. */
  texts: readonly string[];
  /** Texts that must not be shown. */
  absent?: readonly string[];
  /** True where the page banner's button dials the support phone. */
  bannerDials: boolean;
}

const EXPECTATIONS: Record<string, Omit<RouteExpectation, "page" | "path" | "status">> = {
  home: { crumb: "Home", texts: HOME_TEXTS, bannerDials: false },
  "home-alias": { crumb: "Home", texts: HOME_TEXTS, bannerDials: false },
  "about-us": {
    crumb: "About us",
    texts: [
      "Who are we?",
      "Get to know the team",
      "Founder and CEO",
      "Co-founder and CTO",
      "Co-founder and Chief Security Officer",
      "Partner and Executive VP",
      "Senior VP Sales",
      "VP Clinical Operations",
      "Customer service",
      SUPPORT_EMAIL,
    ],
    // The FAQ exists in content but is not displayed.
    absent: ["What is a telehealth membership?", "How do I cancel my membership?"],
    bannerDials: false,
  },
  price: {
    crumb: "Price",
    texts: [
      "Access to a national network of licensed physicians",
      "The health care plans that are available to you",
      ...TRIAL_PLANS,
      "more than 85% of common conditions seen in the ER",
      "terms of service",
      "The membership fee is billed automatically at the end of each period",
      "through the cancellation form",
      SUPPORT_PHONE.shown,
      SUPPORT_EMAIL,
      "In a medical emergency, dial 911.",
    ],
    bannerDials: false,
  },
  contact: {
    crumb: "Contact",
    texts: ["Get in touch with us", SUPPORT_PHONE.shown, SUPPORT_EMAIL, ...SUPPORT_HOURS],
    bannerDials: false,
  },
  "cancel-service": {
    crumb: "Cancel service",
    texts: [
      "Notify us if you have a cancellation request",
      SUPPORT_PHONE.shown,
      SUPPORT_EMAIL,
      ...SUPPORT_HOURS,
    ],
    bannerDials: false,
  },
  checkout: {
    crumb: "Checkout",
    texts: ["Thank you for becoming a member of our community", "Get ready to live healthier"],
    bannerDials: false,
  },
  "privacy-policy": {
    crumb: "Privacy policy",
    texts: ["Privacy policy and HIPAA notice", "Your health information (HIPAA notice)"],
    bannerDials: true,
  },
  "refund-policy": {
    crumb: "Refund policy",
    texts: ["How to request a refund", "Your bank may take 1 to 5 days to show it"],
    bannerDials: false,
  },
  "terms-of-service": {
    crumb: "Terms of service",
    texts: ["Terms of service", "Trial, billing and automatic renewal"],
    bannerDials: true,
  },
  "security-policy": {
    crumb: "Security policy",
    texts: ["Security policy", "This policy was last updated 10/03/2024"],
    bannerDials: false,
  },
  "delivery-policy": {
    crumb: "Delivery policy",
    texts: ["Delivery policy", "This policy was last updated 10/03/2024"],
    bannerDials: false,
  },
  "not-found": {
    crumb: "Page not found",
    texts: [
      "Error 404",
      "Have no worries. Just give it another try.",
      "What you were looking for may have moved or is not available.",
    ],
    bannerDials: false,
  },
};

function expectationFor(page: SitePage, path: string, status: number): RouteExpectation {
  const expected = EXPECTATIONS[page.id];
  if (!expected) throw new Error(`No expectations written for the page ${page.id}`);
  return { page, path, status, ...expected };
}

/** Every route of the spec, plus an unknown path answered by the not-found page. */
export const ROUTES: readonly RouteExpectation[] = [
  ...sitePages.map((page) => expectationFor(page, page.path, 200)),
  expectationFor(notFoundPage, "/no-such-page", 404),
];

/** The header, footer and floating button every page shows. */
export const FRAME_TEXTS = {
  header: ["HOME", "ABOUT US", "PRICE", "CONTACT", "CANCEL", "LOGIN", "CALL NOW"],
  footer: [
    SUPPORT_PHONE.shown,
    SUPPORT_EMAIL,
    E2E_BUILD_ENV.VITE_ADDRESS_STREET,
    `${E2E_BUILD_ENV.VITE_ADDRESS_CITY}, ${E2E_BUILD_ENV.VITE_ADDRESS_STATE} ${E2E_BUILD_ENV.VITE_ADDRESS_ZIP}`,
    "48 hours before your monthly bill date",
    "© 2025",
    "not medical advice",
  ],
  floatingButton: "Cancel Product",
} as const;
