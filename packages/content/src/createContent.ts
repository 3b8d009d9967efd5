// Every text of a site, built once from its configuration and its locale's catalogue. The art is drawn apart
// (see art/), by the pages that show it, in the theme's palette.
import { contentValues, lowestPrice, supportHourLines } from "./contentValues.js";
import { formatMessage, formatPrice, type MessageValues, mailtoHref, telHref } from "./format.js";
import { type ContentConfig, planTypeKey } from "./siteConfig.js";
import type { ContactDetails, PageContent, Plan, SiteContent } from "./siteContent.js";
import type { SiteTexts } from "./texts.js";

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

  // The catalogue's plan card texts go into each plan; its other plan texts are the plans section's.
  const { trialInfo, description, buyButton, ...planTexts } = texts.plans;
  const planList = config.plans.map(
    (entry): Plan => ({
      subscriptionType: entry.type,
      subscriptionPrice: formatPrice(entry.price, locale),
      subscriptionTrialInfo: say(trialInfo),
      subscriptionTrialPrice: formatPrice(config.trial.price, locale),
      subscriptionDescription: say(description),
      subscriptionButtonText: say(buyButton),
    }),
  );

  // The how-to-cancel sentence around its {cancelLink}, split so the placeholder can be a link.
  const [cancelBefore = "", cancelAfter = ""] = texts.footer.howToCancel.split("{cancelLink}");
  const { banners, ...homeTexts } = texts.home;
  const [homeBanner1, homeBanner2, homeBanner3] = banners;

  return {
    locale,
    name: config.name,
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
      ...homeTexts,
      heroCards: (config.heroCards ?? homeTexts.heroCards).map((card) => ({
        title: say(card.title),
        text: say(card.text),
      })),
      howItWorks: {
        ...homeTexts.howItWorks,
        steps: (config.howItWorksSteps ?? homeTexts.howItWorks.steps).map((step) => say(step)),
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
    },
    plans: {
      ...planTexts,
      trialBanner: say(planTexts.trialBanner),
      offer: say(planTexts.offer, {
        lowestPrice: formatPrice(lowestPrice(config.plans), locale),
      }),
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
      ...texts.about,
      whoAreWe: {
        ...texts.about.whoAreWe,
        paragraphs: texts.about.whoAreWe.paragraphs.map((paragraph) => say(paragraph)),
      },
      team: (config.team ?? []).map((member) => ({
        name: member.name,
        jobTitle: say(member.title),
        photoAlt: member.name,
      })),
      customerServiceCard: {
        ...texts.about.customerServiceCard,
        text: say(texts.about.customerServiceCard.text),
      },
    },
    faq: texts.faq.questions.map((question) => ({
      question: say(question),
      answer: texts.faq.placeholderAnswer,
    })),
    price: {
      ...texts.price,
      terms: {
        ...texts.price.terms,
        before: say(texts.price.terms.before),
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
        before: say(cancelBefore),
        after: say(cancelAfter),
        link: { label: texts.footer.cancelLink, page: "cancel-service" },
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
      ...texts.notFound,
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
