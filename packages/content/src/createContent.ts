// Every text of a site, built once from its configuration and its locale's catalogue. The art is drawn apart
// (see art/), by the pages that show it, in the theme's palette.
import type { PlanCardData } from "@membership/ui";
import {
  formatList,
  formatMessage,
  formatPrice,
  formatTime,
  formatWeekday,
  type MessageValues,
  mailtoHref,
  telHref,
} from "./format.js";
import { type ContentConfig, type LegalFacts, planTypeKey, WEEKDAYS } from "./siteConfig.js";
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
  brandName: string;
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

/** The values every catalogue text may quote, by placeholder name; a brand's own texts may quote them too. */
export const CONTENT_VALUE_NAMES = [
  "brand",
  "legalName",
  "domain",
  "phone",
  "email",
  "trialDays",
  "trialPrice",
  "planNames",
  "refundDays",
  "welcomeLetterHours",
  "billReminderHours",
  "archiveYears",
  "liabilityCap",
  "arbitrationState",
  "year",
  "acceptedCards",
  "bankDays",
] as const;

/** The cheapest plan's price as configured ("39.95"). */
function lowestPrice(plans: ContentConfig["plans"]): string {
  const [first, ...rest] = plans;
  if (!first) throw new RangeError("The configuration has no plan");
  return rest.reduce((low, plan) => (Number(plan.price) < Number(low.price) ? plan : low), first)
    .price;
}

export function contentValues(
  config: ContentConfig,
  texts: SiteTexts,
): Record<(typeof CONTENT_VALUE_NAMES)[number], string | number> {
  const { legal, locale } = config;
  return {
    brand: config.brandName,
    legalName: config.legalName ?? config.brandName,
    domain: config.siteDomain,
    phone: config.supportPhone,
    email: config.supportEmail,
    trialDays: config.trial.days,
    trialPrice: formatPrice(config.trial.price, locale),
    planNames: formatList(
      config.plans.map((plan) => plan.type),
      locale,
    ),
    refundDays: legal.refundDays,
    welcomeLetterHours: legal.welcomeLetterHours,
    billReminderHours: legal.billReminderHours,
    archiveYears: legal.archiveYears,
    liabilityCap: formatPrice(legal.liabilityCap, locale),
    arbitrationState: legal.arbitrationState,
    year: legal.copyrightYear,
    acceptedCards: texts.paymentCards.accepted,
    bankDays: formatMessage(texts.supportHours.range, {
      from: legal.refundBankDays.min,
      to: legal.refundBankDays.max,
    }),
  };
}

/** "Monday to Friday 9:00 AM to 9:00 PM EST", one line per range of days. */
export function supportHourLines(legal: LegalFacts, texts: SiteTexts, locale: string): string[] {
  return legal.supportHours.map((hours) => {
    const from = formatWeekday(hours.from, locale);
    const to = formatWeekday(hours.to, locale);
    const next = WEEKDAYS[(WEEKDAYS.indexOf(hours.from) + 1) % WEEKDAYS.length];
    const days =
      hours.from === hours.to
        ? from
        : formatMessage(next === hours.to ? texts.supportHours.pair : texts.supportHours.range, {
            from,
            to,
          });
    return formatMessage(texts.supportHours.line, {
      days,
      opens: formatTime(hours.opens, locale),
      closes: formatTime(hours.closes, locale),
      timeZone: legal.timeZone,
    });
  });
}

/** A sentence around one placeholder, split so the placeholder can be a link. */
function around(template: string, placeholder: string, values: MessageValues) {
  const [before = "", after = ""] = template.split(`{${placeholder}}`);
  return { before: formatMessage(before, values), after: formatMessage(after, values) };
}

export function createContent(config: ContentConfig, texts: SiteTexts): SiteContent {
  const { locale } = config;
  const values = contentValues(config, texts);
  const say = (template: string, extra: MessageValues = {}) =>
    formatMessage(template, { ...values, ...extra });
  const contactDetails: ContactDetails = {
    phone: config.supportPhone,
    phoneHref: telHref(config.supportPhone),
    email: config.supportEmail,
    emailHref: mailtoHref(config.supportEmail),
    hours: supportHourLines(config.legal, texts, locale),
  };
  const notFoundPage = texts.pages["not-found"];
  if (!notFoundPage) throw new RangeError('The catalogue has no "not-found" page');

  const pages = new Map<string, PageContent>();
  const page = (requested: string): PageContent => {
    const id = Object.hasOwn(texts.pages, requested) ? requested : "not-found";
    const cached = pages.get(id);
    if (cached) return cached;
    const source = texts.pages[id] ?? notFoundPage;
    const banner = source.banner ?? { title: "", body: "" };
    const built: PageContent = {
      name: say(source.name),
      hero: { title: say(source.hero.title), text: say(source.hero.text) },
      banner: {
        title: say(banner.title),
        body: say(banner.body),
        buttonText: banner.button ? say(banner.button) : "",
        buttonDialsSupport: Boolean(banner.button),
      },
      seo: { title: say(source.seo.title), description: say(source.seo.description) },
    };
    pages.set(id, built);
    return built;
  };

  const plan = (type: string, price: string): Plan => ({
    subscriptionType: type,
    subscriptionPrice: formatPrice(price, locale),
    subscriptionTrialInfo: say(texts.plans.trialInfo),
    subscriptionTrialPrice: formatPrice(config.trial.price, locale),
    subscriptionDescription: say(texts.plans.description),
    subscriptionButtonText: say(texts.plans.buyButton),
  });
  const planList = config.plans.map((entry) => plan(entry.type, entry.price));

  const cancelLink: PageLink = { label: texts.footer.cancelLink, page: "cancel-service" };
  const [homeBanner1, homeBanner2, homeBanner3] = texts.home.banners;

  return {
    locale,
    brandName: config.brandName,
    nav: {
      label: texts.nav.label,
      items: [
        { label: texts.nav.home, page: "home" },
        { label: texts.nav.aboutUs, page: "about-us" },
        { label: texts.nav.price, page: "price" },
        { label: texts.nav.contact, page: "contact" },
        { label: texts.nav.cancel, page: "cancel-service" },
      ],
      extraLinks: (config.navLinks ?? []).map((link) => ({ ...link, label: say(link.label) })),
      ...(config.memberPortalUrl
        ? { login: { label: texts.nav.login, href: config.memberPortalUrl } }
        : {}),
      callNow: { label: texts.nav.callNow, href: contactDetails.phoneHref },
      socialLinks: config.social
        ? [
            { label: say(texts.nav.facebook), href: config.social.facebookUrl },
            { label: say(texts.nav.instagram), href: config.social.instagramUrl },
          ]
        : [],
    },
    breadcrumb: texts.breadcrumb,
    page,
    home: {
      heroCardsLabel: texts.home.heroCardsLabel,
      heroCards: (config.heroCards ?? texts.home.heroCards).map((card) => ({
        title: say(card.title),
        text: say(card.text),
      })),
      howItWorks: {
        title: texts.home.howItWorks.title,
        steps: (config.howItWorksSteps ?? texts.home.howItWorks.steps).map((step) => say(step)),
        imageAlt: texts.home.howItWorks.imageAlt,
      },
      banner: (position) => {
        const variant =
          position === 1
            ? homeBanner1
            : position === 2
              ? homeBanner2
              : (homeBanner3 ?? homeBanner1);
        return { title: say(variant?.title ?? ""), body: say(variant?.body ?? "") };
      },
      benefitsTitle: texts.home.benefitsTitle,
    },
    plans: {
      label: texts.plans.label,
      trialBanner: say(texts.plans.trialBanner),
      offer: say(texts.plans.offer, {
        lowestPrice: formatPrice(lowestPrice(config.plans), locale),
      }),
      offerAction: texts.plans.offerAction,
      list: planList,
      byType: (type) =>
        planList.find((entry) => planTypeKey(entry.subscriptionType) === planTypeKey(type)),
    },
    // A brand's own benefit's icon is decorative: its title says it all.
    benefits: (config.benefits ?? texts.benefits).map((benefit) => ({
      cardTitle: say(benefit.title),
      cardDescription: say(benefit.description),
      iconAlt: config.benefits ? "" : (benefit as SiteTexts["benefits"][number]).iconAlt,
    })),
    about: {
      whoAreWe: {
        title: texts.about.whoAreWe.title,
        paragraphs: texts.about.whoAreWe.paragraphs.map((paragraph) => say(paragraph)),
        imageAlt: texts.about.whoAreWe.imageAlt,
      },
      teamBannerTitle: texts.about.teamBannerTitle,
      team: (config.team ?? []).map((member) => ({
        name: member.name,
        jobTitle: say(member.title),
        photoAlt: member.name,
      })),
      customerServiceCard: {
        title: texts.about.customerServiceCard.title,
        text: say(texts.about.customerServiceCard.text),
        buttonText: texts.about.customerServiceCard.buttonText,
      },
      supportHoursLabel: texts.about.supportHoursLabel,
    },
    faq: texts.faq.questions.map((question) => ({
      question: say(question),
      answer: texts.faq.placeholderAnswer,
    })),
    price: {
      title: texts.price.title,
      terms: {
        title: texts.price.terms.title,
        before: say(texts.price.terms.before),
        linkLabel: texts.price.terms.linkLabel,
        after: say(texts.price.terms.after),
        page: "terms-of-service",
      },
      autoBilling: texts.price.autoBilling.map((line) => say(line)),
    },
    contactDetails,
    contactCard: { ...texts.contactCard, ...contactDetails },
    contact: texts.contact,
    cancel: texts.cancel,
    checkout: {
      ...texts.checkout,
      acceptedCards: say(texts.checkout.acceptedCards),
      termsPage: "terms-of-service",
    },
    footer: {
      notice48h: say(texts.footer.notice48h),
      howToCancel: {
        ...around(texts.footer.howToCancel, "cancelLink", values),
        link: cancelLink,
      },
      legalNotice: say(texts.footer.legalNotice),
      disclaimer: texts.footer.disclaimer,
      copyright: say(texts.footer.copyright),
      addressLines: config.address
        ? [
            config.address.street,
            `${config.address.city}, ${config.address.state} ${config.address.zip}`,
          ]
        : [],
      relativeLinks: [
        { label: texts.footer.securityPolicy, page: "security-policy" },
        { label: texts.footer.deliveryPolicy, page: "delivery-policy" },
      ],
      policyLinks: [
        { label: texts.footer.privacyPolicy, page: "privacy-policy" },
        { label: texts.footer.refundPolicy, page: "refund-policy" },
        { label: texts.footer.termsOfService, page: "terms-of-service" },
      ],
      extraLinks: (config.footerLinks ?? []).map((link) => ({ ...link, label: say(link.label) })),
    },
    notFound: {
      title: texts.notFound.title,
      text: texts.notFound.text,
      tilesLabel: texts.notFound.tilesLabel,
      tiles: Object.entries(texts.notFound.tiles).map(([id, label]) => ({ label, page: id })),
      imageAlt: texts.illustrations.notFound,
    },
    routeError: texts.routeError,
    seo: {
      membership: say(texts.seo.membership),
      contactType: texts.seo.contactType,
      offerDescription: (offer) =>
        say(texts.seo.offerDescription, {
          trialInfo: offer.subscriptionTrialInfo,
          trialPrice: offer.subscriptionTrialPrice,
          price: offer.subscriptionPrice,
          period: offer.subscriptionDescription.toLocaleLowerCase(locale),
        }),
    },
    art: {
      bannerBackground: texts.illustrations.bannerBackground,
      paymentCardsAlt: say(texts.paymentCards.imageAlt),
      cardAlt: (card) => say(texts.paymentCards.cardAlt, { card }),
    },
  };
}
