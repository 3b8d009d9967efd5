// Per-page texts chosen by route path: breadcrumb names, hero cards, banners, headings, 404.
import { type BannerText, type HeroCard, homeBannerText } from "./home.js";
import { type PolicySlug, policySlugs } from "./policySlugs.js";
import type { SiteConfig } from "./siteConfig.js";

export const pagePaths = [
  "/",
  "/home",
  "/about-us",
  "/price",
  "/contact",
  "/cancel-service",
  "/checkout",
  ...policySlugs.map((slug) => `/${slug}` as const),
] as const;

export type PagePath =
  | "/"
  | "/home"
  | "/about-us"
  | "/price"
  | "/contact"
  | "/cancel-service"
  | "/checkout"
  | `/${PolicySlug}`;

/** "/price/", "price", "/price?x#y" → "/price"; the root stays "/". */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  const withSlash = bare.startsWith("/") ? bare : `/${bare}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
  return trimmed === "" ? "/" : trimmed;
}

function isPagePath(path: string): path is PagePath {
  return (pagePaths as readonly string[]).includes(path);
}

/** The known page at a path, or undefined for a not-found path. */
export function knownPagePath(path: string): PagePath | undefined {
  const normalized = normalizePath(path);
  return isPagePath(normalized) ? normalized : undefined;
}

export const homeCrumbLabel = "Home";
/** Separator of the breadcrumb "Home >> page name". */
export const breadcrumbSeparator = ">>";

export const pageNames = {
  "/": "Home",
  "/home": "Home",
  "/about-us": "About us",
  "/price": "Price",
  "/contact": "Contact",
  "/cancel-service": "Cancel service",
  "/checkout": "Checkout",
  "/privacy-policy": "Privacy policy",
  "/refund-policy": "Refund policy",
  "/terms-of-service": "Terms of service",
  "/security-policy": "Security policy",
  "/delivery-policy": "Delivery policy",
} as const satisfies Record<PagePath, string>;

export const notFoundPageName = "Page not found";

/** The breadcrumb's page name for a path; unknown paths read "Page not found". */
export function pageName(path: string): string {
  const known = knownPagePath(path);
  return known ? pageNames[known] : notFoundPageName;
}

export const pricePageTitle = "The health care plans that are available to you";
export const checkoutHeading = "Get ready to live healthier";
export const cancelHeading = "Notify us if you have a cancellation request";
export const contactHeading = "Get in touch with us";

export const pageHeroes = {
  "/": {
    title: "Virtual medical care around the clock",
    text: "Monthly membership plans for families, with doctors available 24 hours a day, 7 days a week, 365 days a year.",
  },
  "/home": {
    title: "Virtual medical care around the clock",
    text: "Monthly membership plans for families, with doctors available 24 hours a day, 7 days a week, 365 days a year.",
  },
  "/about-us": {
    title: "Caring for families, one virtual visit at a time",
    text: "Meet the people who bring doctor video calls, prescriptions and personal treatment plans to your home.",
  },
  "/price": {
    title: "Access to a national network of licensed physicians",
    text: "Choose the plan that fits your family and start with a 30-day trial for $3.29.",
  },
  "/contact": {
    title: "We are here to help",
    text: "Send us a message or call us; our customer service team answers every day of the week.",
  },
  "/cancel-service": {
    title: "We are sorry to see you go",
    text: "Tell us about your cancellation request and one of our advisors will contact you.",
  },
  "/checkout": {
    title: "Thank you for becoming a member of our community",
    text: "Complete your details below to start your 30-day trial.",
  },
  "/privacy-policy": {
    title: "Privacy and HIPAA notice",
    text: "How we collect, use and protect your personal and health information.",
  },
  "/refund-policy": {
    title: "Refund policy",
    text: "How to request a refund and when you will see it.",
  },
  "/terms-of-service": {
    title: "Terms of service",
    text: "The terms of your telehealth membership.",
  },
  "/security-policy": {
    title: "Security policy",
    text: "How we keep your information and payments safe.",
  },
  "/delivery-policy": {
    title: "Delivery policy",
    text: "How and when you receive your membership.",
  },
} as const satisfies Record<PagePath, HeroCard>;

export const notFoundHero: HeroCard = {
  title: "Page not found",
  text: "The page you asked for is not here.",
};

/** The hero card of a path, or the not-found hero. */
export function pageHero(path: string): HeroCard {
  const known = knownPagePath(path);
  return known ? pageHeroes[known] : notFoundHero;
}

export interface PageBanner extends BannerText {
  /** "" when the banner shows no button. */
  buttonText: string;
  /** True where the button dials the support phone (privacy policy, terms of service). */
  buttonDialsSupport: boolean;
}

const callButtonText = "Call us now";

function banner(title: string, body: string, buttonText = ""): PageBanner {
  return { title, body, buttonText, buttonDialsSupport: buttonText === callButtonText };
}

/** The page banner of a path; brand values come from the config. Unknown paths get the not-found banner. */
export function pageBanner(path: string, config: SiteConfig): PageBanner {
  const brand = config.brandName;
  const home = homeBannerText(1);
  const banners: Record<PagePath, PageBanner> = {
    "/": banner(home.title, home.body),
    "/home": banner(home.title, home.body),
    "/about-us": banner(
      "Care that fits your life",
      `${brand} connects you and your family with independent licensed physicians by video call, at any hour of any day.`,
    ),
    "/price": banner(
      "One plan, most of your care",
      "Our plans cover more than 85% of common conditions seen in the ER, for a fixed monthly fee.",
    ),
    "/contact": banner(
      "Talk to a real person",
      `The ${brand} customer service team answers by phone and e-mail seven days a week.`,
    ),
    "/cancel-service": banner(
      "Cancelling is simple",
      "Call us or send the form below. You will hear from an advisor about your request.",
    ),
    "/checkout": banner(
      "Welcome to better health",
      "Your welcome letter arrives by e-mail within 24 hours of your purchase.",
    ),
    "/privacy-policy": banner(
      "Questions about your privacy?",
      "Call us and we will explain how we look after your information.",
      callButtonText,
    ),
    "/refund-policy": banner(
      "Need a refund?",
      "Ask within 30 days of your purchase by phone or e-mail.",
    ),
    "/terms-of-service": banner(
      "Questions about your membership?",
      "Our team will walk you through your plan, your billing and your rights.",
      callButtonText,
    ),
    "/security-policy": banner(
      "Your data, protected",
      "Card details are encrypted in your browser before they are sent.",
    ),
    "/delivery-policy": banner(
      "Ready within a day",
      "Your membership details reach your inbox within 24 hours.",
    ),
  };
  const known = knownPagePath(path);
  return known
    ? banners[known]
    : banner("Page not found", "What you were looking for may have moved or is not available.");
}

export const notFound = {
  title: "Error 404",
  text: "Have no worries. Just give it another try.",
  tiles: [
    { label: "About us", to: "/about-us" },
    { label: "Price", to: "/price" },
    { label: "Contact", to: "/contact" },
    { label: "Cancel service", to: "/cancel-service" },
  ],
} as const;

export const supportHours = [
  "Monday to Friday 9:00 AM to 9:00 PM EST",
  "Saturday and Sunday 9:00 AM to 5:00 PM EST",
] as const;

/** Texts of the checkout page around its forms. */
export const checkoutTexts = {
  paymentTitle: "Payment details",
  billingAddressTitle: "Billing address",
  orderSummaryTitle: "Order summary",
  trialLine: "30-day trial",
  totalLabel: "Total",
  purchaseLabel: "Purchase",
  termsCheckbox: {
    before: "I have read and accept the ",
    linkLabel: "terms and conditions",
    linkTo: "/terms-of-service",
  },
  acceptedCards: "We accept Visa, Mastercard, American Express and UnionPay.",
} as const;
