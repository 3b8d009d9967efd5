// Every text that depends on brand values, built from one SiteConfig.
import { mailtoHref, telHref } from "./format.js";
import { whoAreWeImage } from "./images/illustrations.js";
import { paymentCardsAlt, paymentCardsImage } from "./images/paymentCards.js";
import { supportHours } from "./pages.js";
import { trialDays, trialPrice } from "./plans.js";
import type { SiteConfig } from "./siteConfig.js";

export interface LinkItem {
  label: string;
  to: string;
}

export interface ExternalLink {
  label: string;
  href: string;
}

/** A sentence with one inline link: render `before`, the link, then `after`. */
export interface LinkedText {
  before: string;
  linkLabel: string;
  linkTo: string;
  after: string;
}

export interface ContactDetails {
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  hours: readonly string[];
}

export interface ContactCard extends ContactDetails {
  title: string;
  phoneLabel: string;
  emailLabel: string;
  hoursLabel: string;
  /** Advice to dial 911 in an emergency. */
  emergency: string;
  billingHelp: string;
}

export interface Footer {
  brandName: string;
  notice48h: string;
  /** Cancel by phone or the cancel page; `cancelLink.label` appears in the sentence. */
  howToCancel: string;
  cancelLink: LinkItem;
  legalNotice: string;
  disclaimer: string;
  copyright: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  addressLines: readonly string[];
  /** Relative targets without a leading slash, as the spec requires. */
  links: readonly LinkItem[];
  /** The other policy pages, with absolute paths. */
  policyLinks: readonly LinkItem[];
  paymentCardsImage: string;
  paymentCardsAlt: string;
}

export interface CustomerServiceCard extends ContactDetails {
  title: string;
  text: string;
  buttonText: string;
}

export interface AboutUs {
  whoAreWe: { title: string; paragraphs: readonly string[]; image: string; imageAlt: string };
  teamBannerTitle: string;
  customerServiceCard: CustomerServiceCard;
}

export interface PriceTerms {
  title: string;
  /** The terms sentence, with its link to the terms of service. */
  terms: LinkedText;
  /** Automatic billing and how to cancel. */
  autoBilling: readonly string[];
}

export interface Header {
  loginHref: string;
  callNowHref: string;
  socialLinks: readonly ExternalLink[];
}

export interface SiteContent {
  brandName: string;
  header: Header;
  contactDetails: ContactDetails;
  priceTerms: PriceTerms;
  contactCard: ContactCard;
  footer: Footer;
  aboutUs: AboutUs;
}

export function createContent(config: SiteConfig): SiteContent {
  const brand = config.brandName;
  // Shown exactly as configured: the brand decides how its number reads.
  const phone = config.supportPhone;
  const contactDetails: ContactDetails = {
    phone,
    phoneHref: telHref(config.supportPhone),
    email: config.supportEmail,
    emailHref: mailtoHref(config.supportEmail),
    hours: supportHours,
  };
  const cancelLink: LinkItem = { label: "cancel page", to: "/cancel-service" };

  return {
    brandName: brand,
    header: {
      loginHref: config.memberPortalUrl,
      callNowHref: contactDetails.phoneHref,
      socialLinks: [
        { label: `${brand} on Facebook`, href: config.social.facebookUrl },
        { label: `${brand} on Instagram`, href: config.social.instagramUrl },
      ],
    },
    contactDetails,
    priceTerms: {
      title: "Terms and conditions",
      terms: {
        before: `By buying a membership you agree to the `,
        linkLabel: "terms of service",
        linkTo: "/terms-of-service",
        after: ` of ${brand}. Your ${trialDays}-day trial costs $${trialPrice}, a non-refundable introductory processing fee.`,
      },
      autoBilling: [
        "The membership fee is billed automatically at the end of each period, starting when your trial ends.",
        "You receive a text or email notice 48 hours before each bill date.",
        `To cancel, notify ${brand} by phone at ${phone} or through the cancellation form.`,
      ],
    },
    contactCard: {
      title: "Customer service",
      ...contactDetails,
      phoneLabel: "Phone",
      emailLabel: "E-mail",
      hoursLabel: "Support hours",
      emergency: "In a medical emergency, dial 911.",
      billingHelp: "For help with billing, get in touch with us by phone or e-mail.",
    },
    footer: {
      brandName: brand,
      notice48h: "You will receive a text or email notice 48 hours before your monthly bill date.",
      howToCancel: `You can cancel at any time by calling ${phone} or through our ${cancelLink.label}.`,
      cancelLink,
      legalNotice: `${brand} is an authorized reseller of a third-party telemedicine service. ${brand} only refers members to independent licensed physicians and does not give medical care. Services are available only to users in the United States.`,
      disclaimer:
        "These products and statements have not been evaluated by the Food and Drug Administration. They are not intended to diagnose, treat, cure or prevent any disease, and the information on this site is not medical advice.",
      copyright: `© 2025 ${brand}. All rights reserved.`,
      phone,
      phoneHref: contactDetails.phoneHref,
      email: config.supportEmail,
      emailHref: contactDetails.emailHref,
      addressLines: [
        config.address.street,
        `${config.address.city}, ${config.address.state} ${config.address.zip}`,
      ],
      links: [
        { label: "Security policy", to: "security-policy" },
        { label: "Delivery policy", to: "delivery-policy" },
      ],
      policyLinks: [
        { label: "Privacy policy", to: "/privacy-policy" },
        { label: "Refund policy", to: "/refund-policy" },
        { label: "Terms of service", to: "/terms-of-service" },
      ],
      paymentCardsImage,
      paymentCardsAlt,
    },
    aboutUs: {
      whoAreWe: {
        title: "Who are we?",
        paragraphs: [
          `${brand} sells monthly telehealth memberships that give families virtual medical care around the clock: 24 hours a day, 7 days a week, 365 days a year.`,
          `We are an authorized reseller of a third-party telemedicine service with video consultations and electronic medical records. Through it, our members reach a national network of independent licensed physicians. ${brand} refers you to them and does not give medical care itself.`,
          "Our members talk to a doctor, ask quick questions and manage their medications from an AI-powered mobile app for Apple and Android, or from the web health portal, with their member ID.",
        ],
        image: whoAreWeImage,
        imageAlt: "A family of three in a video call with a doctor on a laptop",
      },
      teamBannerTitle: "Get to know the team",
      customerServiceCard: {
        title: "Customer service",
        text: `Questions about your membership, your billing or your welcome letter? The ${brand} team is here to help.`,
        buttonText: "Call now",
        ...contactDetails,
      },
    },
  };
}
