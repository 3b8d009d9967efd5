// Two invented brands: content built from one must never show the other's values.
import type { SiteConfig } from "../siteConfig.js";

export const harbourConfig: SiteConfig = {
  brandName: "Harbour Health Club",
  supportPhone: "(800) 555-0100",
  supportEmail: "care@harbour-health.test",
  address: { street: "100 Palm Avenue, Suite 5", city: "Tampa", state: "FL", zip: "33602" },
  memberPortalUrl: "https://members.harbour-health.test/login",
  social: {
    facebookUrl: "https://facebook.test/harbourhealth",
    instagramUrl: "https://instagram.test/harbourhealth",
  },
  siteDomain: "harbour-health.test",
};

export const meadowConfig: SiteConfig = {
  brandName: "Meadow Telecare",
  supportPhone: "888-555-0199",
  supportEmail: "hello@meadow-telecare.test",
  address: { street: "7 Orange Grove Road", city: "Orlando", state: "FL", zip: "32801" },
  memberPortalUrl: "https://portal.meadow-telecare.test",
  social: {
    facebookUrl: "https://facebook.test/meadowtelecare",
    instagramUrl: "https://instagram.test/meadowtelecare",
  },
  siteDomain: "meadow-telecare.test",
};

/** The values a reader would recognise as the brand's, as they appear on the page. */
export function brandValues(config: SiteConfig): readonly string[] {
  return [
    config.brandName,
    config.supportPhone,
    config.supportEmail,
    config.address.street,
    config.address.city,
    config.address.zip,
    config.memberPortalUrl,
    config.social.facebookUrl,
    config.social.instagramUrl,
    config.siteDomain,
  ];
}
