// Public API of @membership/content: a site's texts and art, built from its configuration and a locale's catalogues
// (`@membership/content/locales/<locale>.json` and `<locale>.policies.json`).

export { bannerBackgroundArt } from "./art/bannerBackground.js";
export { benefitIcons, defaultBenefitIcon } from "./art/benefitIcons.js";
export { howItWorksArt } from "./art/howItWorks.js";
export { notFoundArt } from "./art/notFound.js";
export type { ArtPalette } from "./art/palette.js";
export { type PaymentCardArt, type PaymentCardIcon, paymentCardArt } from "./art/paymentCards.js";
export { svgDataUri } from "./art/svg.js";
export { whoAreWeArt } from "./art/whoAreWe.js";
export { CONTENT_VALUE_NAMES } from "./contentValues.js";
export { createContent } from "./createContent.js";
export { formatMessage, formatPrice, mailtoHref, placeholders, telHref } from "./format.js";
export { DEFAULT_LOCALE, LOCALE_NAMES, SUPPORTED_LOCALES, type SupportedLocale } from "./locale.js";
export { createPolicies, type Policies, type Policy, type PolicySection } from "./policies.js";
export { type PolicySlug, policySlugs } from "./policySlugs.js";
export {
  type ContentConfig,
  defaultLegalFacts,
  type LegalFacts,
  type LinkConfig,
  PLAN_TYPE_PATTERN,
  type PlanConfig,
  type PostalAddress,
  planTypeKey,
  type SupportHours,
  type TeamMemberConfig,
  type TrialConfig,
  WEEKDAYS,
  type Weekday,
} from "./siteConfig.js";
export type {
  Benefit,
  ContactDetails,
  ExternalLink,
  FaqEntry,
  PageContent,
  PageLink,
  Plan,
  SiteContent,
  TeamMember,
} from "./siteContent.js";
export type {
  BannerText,
  HeroText,
  PageText,
  PolicySectionText,
  PolicyTexts,
  SiteTexts,
} from "./texts.js";
