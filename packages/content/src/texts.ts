// The shape of a locale's catalogues: `locales/<locale>.json` (the site) and `locales/<locale>.policies.json`.
// Texts hold `{placeholders}` that createContent and createPolicies fill from the site's configuration.
import type { ConsentNoticeTexts } from "@membership/ui";

export interface HeroText {
  title: string;
  text: string;
}

export interface BannerText {
  title: string;
  body: string;
  /** A banner with a button dials the support phone. */
  button?: string;
}

/** A page's texts as the catalogue holds them; content builds its `PageContent` from them. */
export interface PageText {
  /** The breadcrumb's page name. */
  name: string;
  hero: HeroText;
  banner?: BannerText;
  seo: { title: string; description: string };
}

/** Every text of a site page and its frame, in one locale. */
export interface SiteTexts {
  nav: {
    label: string;
    home: string;
    aboutUs: string;
    price: string;
    contact: string;
    cancel: string;
    login: string;
    callNow: string;
    facebook: string;
    instagram: string;
  };
  breadcrumb: { home: string };
  /** By page id; "not-found" is the page of every unknown path. */
  pages: Readonly<Record<string, PageText>>;
  home: {
    heroCardsLabel: string;
    heroCards: readonly HeroText[];
    howItWorks: { title: string; steps: readonly string[]; imageAlt: string };
    /** The home banner's three variants, chosen by its position (spec §2). */
    banners: readonly BannerText[];
    benefitsTitle: string;
  };
  plans: {
    label: string;
    trialBanner: string;
    /** The first screen's offer: the trial, then the lowest monthly price ("30-day trial for $3.29, then from $39.95/month"). */
    offer: string;
    /** The call to action that takes the visitor to the plans. */
    offerAction: string;
    trialInfo: string;
    description: string;
    buyButton: string;
  };
  benefits: readonly { title: string; description: string; iconAlt: string }[];
  about: {
    whoAreWe: { title: string; paragraphs: readonly string[]; imageAlt: string };
    teamBannerTitle: string;
    customerServiceCard: { title: string; text: string; buttonText: string };
    supportHoursLabel: string;
  };
  faq: { questions: readonly string[]; placeholderAnswer: string };
  price: {
    title: string;
    terms: { title: string; before: string; linkLabel: string; after: string };
    autoBilling: readonly string[];
  };
  contactCard: {
    title: string;
    emergency: string;
    billingHelp: string;
  };
  supportHours: { range: string; pair: string; line: string };
  contact: { heading: string; formLabel: string };
  cancel: { heading: string; formLabel: string; floatingButton: string; floatingIntro: string };
  checkout: {
    heading: string;
    formLabel: string;
    loadingPlan: string;
    acceptedCards: string;
  };
  paymentCards: { accepted: string; imageAlt: string; cardAlt: string };
  footer: {
    notice48h: string;
    howToCancel: string;
    cancelLink: string;
    legalNotice: string;
    disclaimer: string;
    copyright: string;
    securityPolicy: string;
    deliveryPolicy: string;
    privacyPolicy: string;
    refundPolicy: string;
    termsOfService: string;
  };
  notFound: {
    title: string;
    text: string;
    tilesLabel: string;
    /** Labels of the suggested pages, by page id. */
    tiles: Readonly<Record<string, string>>;
  };
  routeError: { title: string; before: string; homeLink: string; after: string };
  seo: { membership: string; offerDescription: string; contactType: string };
  illustrations: { bannerBackground: string; notFound: string };
  /** The consent notice, its footer link and the privacy policy's table of third parties. */
  privacy: {
    footerLink: string;
    /** The texts of ui's ConsentNotice, plain strings. */
    notice: ConsentNoticeTexts & {
      text: string;
      /** Said when the browser's Global Privacy Control signal refused analytics and marketing. */
      honouredSignal: string;
    };
    /** Names of the consent categories (the kit's CONSENT_CATEGORIES), and when each runs. */
    consent: Readonly<Record<string, string>>;
    consentNote: Readonly<Record<string, string>>;
    /** What the kit's own integrations collect (the captcha, the chat, the events), by id. */
    kitData: Readonly<Record<string, string>>;
    /** The button of an integration that loads on click, without a label of its own: a chat's, any other's ({name}). */
    facade: { chat: string; other: string };
    /** Names of the integrations' purposes (the kit's INTEGRATION_PURPOSES). */
    purposes: Readonly<Record<string, string>>;
    vendors: {
      heading: string;
      intro: string;
      purpose: string;
      data: string;
      consent: string;
    };
  };
}

export interface PolicySectionText {
  heading: string;
  paragraphs: readonly string[];
}

/** The five policy pages' texts in one locale, loaded only by the policy page. */
export interface PolicyTexts {
  lastUpdated: string;
  reachUs: string;
  /** How to reach a brand that has no postal address configured. */
  reachUsWithoutAddress: string;
  hoursJoin: string;
  planPrice: string;
  planPriceShort: string;
  pages: Readonly<Record<string, { title: string; sections: readonly PolicySectionText[] }>>;
}
