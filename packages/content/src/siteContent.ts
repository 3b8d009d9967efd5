// What a site's pages show, every text ready: the record createContent builds from a configuration and a catalogue.
import type { BenefitCardProps, PlanCardData, TeamCardProps } from "@membership/ui";
import type { BannerText, PageText, SiteTexts } from "./texts.js";

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
export type PageContent = Omit<PageText, "banner"> & {
  /** "" in `buttonText` when the banner shows no button. */
  banner: { title: string; body: string; buttonText: string; buttonDialsSupport: boolean };
};

export interface ContactDetails {
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  hours: readonly string[];
}

/** A benefit card's texts: ui's BenefitCard renders them with the icon benefitIcons draws (in the catalogue's order). */
export type Benefit = Omit<BenefitCardProps, "cardIcon" | "headingLevel">;

/** A team card's texts (the photo's alternative is the person's name): ui's TeamCard renders them with the photo. */
export type TeamMember = Omit<TeamCardProps, "photo" | "headingLevel">;

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
  breadcrumb: SiteTexts["breadcrumb"];
  /** The texts of the page with this id; unknown ids get the not-found page's. */
  page(id: string): PageContent;
  home: Omit<SiteTexts["home"], "banners"> & {
    /** The home banner's variant for a position: 1 and 2 have their own, any other number the third. */
    banner(position: number): BannerText;
  };
  plans: Pick<SiteTexts["plans"], "label" | "trialBanner" | "offer" | "offerAction"> & {
    /** In display order. */
    list: readonly Plan[];
    /** The plan of this type, or undefined for a type the site does not sell. */
    byType(type: string): Plan | undefined;
  };
  benefits: readonly Benefit[];
  about: SiteTexts["about"] & { team: readonly TeamMember[] };
  faq: readonly FaqEntry[];
  price: SiteTexts["price"] & { terms: { page: string } };
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
  notFound: Omit<SiteTexts["notFound"], "tiles"> & { tiles: readonly PageLink[]; imageAlt: string };
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
