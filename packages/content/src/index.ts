// Public API of @membership/content: texts, plans and images of the membership site.
export { type Benefit, benefits, benefitsTitle } from "./benefits.js";
export {
  type AboutUs,
  type ContactCard,
  type ContactDetails,
  type CustomerServiceCard,
  createContent,
  type ExternalLink,
  type Footer,
  type Header,
  type LinkedText,
  type LinkItem,
  type PriceTerms,
  type SiteContent,
} from "./createContent.js";
export {
  type CancellationReason,
  cancellationReasons,
  type DialogKey,
  type DialogText,
  dialogs,
  floatingCancel,
} from "./dialogs.js";
export { type FaqEntry, faq } from "./faq.js";
export { formatPhone, mailtoHref, type PriceParts, splitPrice, telHref } from "./format.js";
export {
  type BannerText,
  type HeroCard,
  homeBannerText,
  homeHeroCards,
  howItWorks,
} from "./home.js";
export { benefitIcons } from "./images/benefitIcons.js";
export {
  bannerBackground,
  heroBackground,
  howItWorksImage,
  notFoundImage,
  whoAreWeImage,
} from "./images/illustrations.js";
export {
  acceptedCardsText,
  type PaymentCardIcon,
  paymentCardIcons,
  paymentCardsAlt,
  paymentCardsImage,
} from "./images/paymentCards.js";
export { svgDataUri } from "./images/svg.js";
export {
  callNowLabel,
  closeMenuLabel,
  loginLabel,
  menuButtonLabel,
  type NavItem,
  navItems,
} from "./navigation.js";
export {
  breadcrumbSeparator,
  cancelHeading,
  checkoutHeading,
  checkoutTexts,
  contactHeading,
  homeCrumbLabel,
  knownPagePath,
  normalizePath,
  notFound,
  notFoundHero,
  notFoundPageName,
  type PageBanner,
  type PagePath,
  pageBanner,
  pageHero,
  pageHeroes,
  pageName,
  pageNames,
  pagePaths,
  pricePageTitle,
  supportHours,
} from "./pages.js";
export {
  type Plan,
  type PlanType,
  planList,
  plans,
  trialBannerText,
  trialDays,
  trialPrice,
} from "./plans.js";
export {
  addressLine,
  createPolicies,
  type Policies,
  type Policy,
  type PolicySection,
} from "./policies.js";
export { type PolicySlug, policiesLastUpdated, policySlugs } from "./policySlugs.js";
export type { PostalAddress, SiteConfig } from "./siteConfig.js";
export { type TeamMember, team } from "./team.js";
