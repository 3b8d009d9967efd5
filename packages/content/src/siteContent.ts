// What a site's pages show, every text ready: the record createContent builds from a configuration and a catalogue.
import type { PlanCardData } from "@membership/ui";
import type { BannerText, HeroText, SiteTexts } from "./texts.js";

/** A plan card's record (spec §3), every text ready to show: ui's PlanCard renders it, and owns its shape. */
export type Plan = PlanCardData;

/** A link to one of the site's pages, by page id; the site's page table knows its path. */
export interface PageLink {
  label: string;
  page: string;
}

export interface ExternalLink {
  label: string;
  href: string;
}

/** A page's texts as its page shows them, built from its catalogue entry (`PageText`). */
export interface PageContent {
  name: string;
  hero: HeroText;
  /** "" in `buttonText` when the banner shows no button. */
  banner: { title: string; body: string; buttonText: string; buttonDialsSupport: boolean };
  seo: { title: string; description: string };
}

export interface ContactDetails {
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  hours: readonly string[];
}

export interface Benefit {
  cardTitle: string;
  cardDescription: string;
  /** The text alternative of its icon (benefitIcons draws the catalogue's in this order); "" when decorative. */
  iconAlt: string;
}

export interface TeamMember {
  name: string;
  jobTitle: string;
  /** The text alternative of the photo: the person's name. */
  photoAlt: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface SiteContent {
  locale: string;
  /** The brand, as shown. */
  name: string;
  nav: {
    label: string;
    items: readonly PageLink[];
    /** The brand's own links after the pages'. */
    extraLinks: readonly ExternalLink[];
    /** Absent when the site has no member portal. */
    login?: ExternalLink;
    callNow: ExternalLink;
    socialLinks: readonly ExternalLink[];
  };
  breadcrumb: { home: string };
  /** The texts of the page with this id; unknown ids get the not-found page's. */
  page(id: string): PageContent;
  home: {
    heroCardsLabel: string;
    heroCards: readonly HeroText[];
    howItWorks: { title: string; steps: readonly string[]; imageAlt: string };
    /** The home banner's variant for a position: 1 and 2 have their own, any other number the third. */
    banner(position: number): BannerText;
    benefitsTitle: string;
  };
  plans: {
    label: string;
    trialBanner: string;
    /** The first screen's offer: the trial, then the lowest monthly price ("30-day trial for $3.29, then from $39.95/month"). */
    offer: string;
    /** The call to action that takes the visitor to the plans. */
    offerAction: string;
    /** In display order. */
    list: readonly Plan[];
    /** The plan of this type, or undefined for a type the site does not sell. */
    byType(type: string): Plan | undefined;
  };
  benefits: readonly Benefit[];
  about: {
    whoAreWe: { title: string; paragraphs: readonly string[]; imageAlt: string };
    teamBannerTitle: string;
    team: readonly TeamMember[];
    customerServiceCard: { title: string; text: string; buttonText: string };
    supportHoursLabel: string;
  };
  faq: readonly FaqEntry[];
  price: {
    title: string;
    terms: { title: string; before: string; linkLabel: string; after: string; page: string };
    autoBilling: readonly string[];
  };
  contactDetails: ContactDetails;
  contactCard: SiteTexts["contactCard"] & ContactDetails;
  contact: SiteTexts["contact"];
  cancel: SiteTexts["cancel"];
  checkout: SiteTexts["checkout"] & {
    /** The page the terms checkbox links to. */
    termsPage: string;
  };
  footer: {
    notice48h: string;
    howToCancel: { before: string; link: PageLink; after: string };
    legalNotice: string;
    disclaimer: string;
    copyright: string;
    addressLines: readonly string[];
    /** Relative targets without a leading slash, as the spec requires. */
    relativeLinks: readonly PageLink[];
    policyLinks: readonly PageLink[];
    /** The brand's own links after the policies'. */
    extraLinks: readonly ExternalLink[];
  };
  notFound: {
    title: string;
    text: string;
    tilesLabel: string;
    tiles: readonly PageLink[];
    imageAlt: string;
  };
  routeError: SiteTexts["routeError"];
  seo: {
    membership: string;
    contactType: string;
    /** "Trial for 30 days at $3.29, then $39.95 monthly." */
    offerDescription(plan: Plan): string;
  };
  /** The titles of the frame's art: the banners' background and the accepted cards. */
  art: {
    bannerBackground: string;
    paymentCardsAlt: string;
    /** "Visa card". */
    cardAlt(card: string): string;
  };
}
