// Two invented brands: content built from one must never show the other's values.
import { type ContentConfig, defaultLegalFacts } from "../siteConfig.js";

/** The spec's plans, trial and legal facts, under an invented brand. */
export const harbourConfig: ContentConfig = {
  name: "Harbour Health Club",
  supportPhone: "(800) 555-0100",
  supportEmail: "care@harbour-health.test",
  address: { street: "100 Palm Avenue, Suite 5", city: "Tampa", state: "FL", zip: "33602" },
  memberPortalUrl: "https://members.harbour-health.test/login",
  social: {
    facebookUrl: "https://facebook.test/harbourhealth",
    instagramUrl: "https://instagram.test/harbourhealth",
  },
  siteDomain: "harbour-health.test",
  locale: "en-US",
  plans: [
    { type: "BASIC", price: "39.95" },
    { type: "PREMIUM", price: "49.95" },
  ],
  trial: { price: "3.29", days: 30 },
  legal: defaultLegalFacts,
};

/** Another brand with three plans, another trial and other legal facts. */
export const meadowConfig: ContentConfig = {
  name: "Meadow Telecare",
  supportPhone: "888-555-0199",
  supportEmail: "hello@meadow-telecare.test",
  address: { street: "7 Orange Grove Road", city: "Orlando", state: "FL", zip: "32801" },
  memberPortalUrl: "https://portal.meadow-telecare.test",
  social: {
    facebookUrl: "https://facebook.test/meadowtelecare",
    instagramUrl: "https://instagram.test/meadowtelecare",
  },
  siteDomain: "meadow-telecare.test",
  locale: "en-US",
  plans: [
    { type: "ESSENTIAL", price: "24.95" },
    { type: "PLUS", price: "34.50" },
    { type: "FAMILY", price: "59" },
  ],
  trial: { price: "1.49", days: 14 },
  legal: {
    arbitrationState: "Georgia",
    liabilityCap: 500,
    archiveYears: 6,
    refundDays: 21,
    refundBankDays: { min: 2, max: 9 },
    welcomeLetterHours: 12,
    billReminderHours: 72,
    supportHours: [
      { from: "monday", to: "saturday", opens: "08:00", closes: "20:30" },
      { from: "sunday", to: "sunday", opens: "10:00", closes: "14:00" },
    ],
    timeZone: "CST",
    policiesLastUpdated: "2026-01-15",
    copyrightYear: 2026,
  },
};

/** The values a reader would recognise as the brand's, as they appear on the page. */
export function brandValues(config: ContentConfig): readonly string[] {
  const { address, social } = config;
  return [
    config.name,
    config.supportPhone,
    config.supportEmail,
    ...(address ? [address.street, address.city, address.zip] : []),
    ...(config.memberPortalUrl ? [config.memberPortalUrl] : []),
    ...(social ? [social.facebookUrl, social.instagramUrl] : []),
    config.siteDomain,
  ];
}
