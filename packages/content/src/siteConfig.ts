// Brand facts of one reseller site: every text that quotes a price, a plan or a legal fact is built from these.

export interface PostalAddress {
  street: string;
  city: string;
  /** Two-letter code, e.g. "FL". */
  state: string;
  zip: string;
}

/** A monthly plan: its name as shown and sent as the order's sku, and its monthly price in dollars ("39.95"). */
export interface PlanConfig {
  type: string;
  price: string;
}

/** What a plan type may be written with: letters, digits, spaces and dashes ("BASIC", "Family Plus"). */
export const PLAN_TYPE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/**
 * The one rule that compares plan types, from the configuration to the checkout: trimmed and upper-case, so "basic",
 * "Basic " and "BASIC" are the same plan (the configuration refuses two such types).
 */
export function planTypeKey(type: string): string {
  return type.trim().toUpperCase();
}

/** The trial every plan starts with: the amount charged at checkout ("3.29") and its length in days. */
export interface TrialConfig {
  price: string;
  days: number;
}

/** The days of the week, Monday first: support hours run from one to another. */
export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** Support is open every day from `from` to `to`, between `opens` and `closes` (24-hour "HH:MM"). */
export interface SupportHours {
  from: Weekday;
  to: Weekday;
  opens: string;
  closes: string;
}

export interface LegalFacts {
  /** The US state whose arbitration settles disputes. */
  arbitrationState: string;
  /** Liability cap in dollars when no membership fee was paid. */
  liabilityCap: number;
  archiveYears: number;
  /** A membership fee may be refunded within this many days of the purchase. */
  refundDays: number;
  /** The days a bank may take to show a refund. */
  refundBankDays: { min: number; max: number };
  welcomeLetterHours: number;
  /** The text or e-mail notice goes out this many hours before each bill date. */
  billReminderHours: number;
  supportHours: readonly SupportHours[];
  /** The zone the support hours are in, as shown ("EST"). */
  timeZone: string;
  /** ISO date shown as "Last updated" on the security and delivery policies. */
  policiesLastUpdated: string;
  copyrightYear: number;
}

/** The legal facts of the product specification (§9): every brand gets them unless it configures its own. */
export const defaultLegalFacts: LegalFacts = {
  arbitrationState: "Texas",
  liabilityCap: 1000,
  archiveYears: 7,
  refundDays: 30,
  refundBankDays: { min: 1, max: 5 },
  welcomeLetterHours: 24,
  billReminderHours: 48,
  supportHours: [
    { from: "monday", to: "friday", opens: "09:00", closes: "21:00" },
    { from: "saturday", to: "sunday", opens: "09:00", closes: "17:00" },
  ],
  timeZone: "EST",
  policiesLastUpdated: "2024-10-03",
  copyrightYear: 2025,
};

/** A person of the brand's team, as the About page shows them; the photo comes with the site's art. */
export interface TeamMemberConfig {
  name: string;
  title: string;
}

/** A link the brand adds to the nav or the footer: a path of the site ("/faq") or a full URL. */
export interface LinkConfig {
  label: string;
  href: string;
}

/** The brand facts content builds its texts from: what site-kit resolves `site.config.ts` (a `SiteDefinition`) to. */
export interface ContentConfig {
  /** The brand, as shown (the definition's `name`). */
  name: string;
  /** The legal entity the policies name; the brand's name when absent. */
  legalName?: string;
  /** Shown exactly as given, e.g. "(800) 555-0100"; dialled as its digits. */
  supportPhone: string;
  supportEmail: string;
  /** The business address; the footer and policies leave it out when absent. */
  address?: PostalAddress;
  /** Where LOGIN goes; no LOGIN link when absent. */
  memberPortalUrl?: string;
  /** The two social profiles; no icons when absent. */
  social?: { facebookUrl: string; instagramUrl: string };
  /** Host name without scheme, e.g. "example.com": the relay `website`, the order `domain`, the `web_url`. */
  siteDomain: string;
  /** The locale prices, dates and lists are formatted for, e.g. "en-US". */
  locale: string;
  /** One to four plans, in display order. */
  plans: readonly PlanConfig[];
  trial: TrialConfig;
  legal: LegalFacts;
  /** The brand's people (About page); no team section when empty or absent. */
  team?: readonly TeamMemberConfig[];
  /** The brand's benefit cards; the catalogue's (the specification's ten) when absent. */
  benefits?: readonly { title: string; description: string }[];
  /** The home page's cards under its hero; the catalogue's when absent. */
  heroCards?: readonly { title: string; text: string }[];
  /** The how-it-works steps; the catalogue's when absent. */
  howItWorksSteps?: readonly string[];
  navLinks?: readonly LinkConfig[];
  footerLinks?: readonly LinkConfig[];
}
