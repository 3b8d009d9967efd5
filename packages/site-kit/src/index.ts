// Public API of @membership/site-kit for a site's own pages: the site in context, the kit's pages and their sections (a
// page override wraps them), the frame, the forms wired to the api, and Buy. The configuration is in "/config", the
// plugin in "/vite".
export {
  type KitPageProps,
  PageFrame,
  type PageFrameProps,
  PathBanner,
  usePageTexts,
} from "./app/PageFrame.js";
export { CardGrid, PageSection, SectionHeading, SideBySide } from "./app/PageSection.js";
export { SiteLink } from "./app/SiteLink.js";
export { CancellationFormSection } from "./forms/CancellationFormSection.js";
export { CheckoutFormSection } from "./forms/CheckoutFormSection.js";
export { ContactFormSection } from "./forms/ContactFormSection.js";
export {
  CustomerServiceCard,
  default as AboutUsPage,
  TeamSection,
  WhoAreWe,
} from "./pages/AboutUsPage.js";
export { default as CancelServicePage } from "./pages/CancelServicePage.js";
export { default as CheckoutPage } from "./pages/CheckoutPage.js";
export { default as ContactPage } from "./pages/ContactPage.js";
export {
  BenefitsSection,
  default as HomePage,
  HeroCards,
  HowItWorksSection,
} from "./pages/HomePage.js";
export { default as NotFoundPage } from "./pages/NotFoundPage.js";
export { default as PolicyPage } from "./pages/PolicyPage.js";
export { default as PricePage, PriceTerms } from "./pages/PricePage.js";
export { SupportContactCard } from "./pages/SupportContactCard.js";
export { TrialPlans, type TrialPlansProps } from "./pages/TrialPlans.js";
export { useCheckoutPlan } from "./pages/useCheckoutPlan.js";
export { type Site, useSite } from "./site/SiteContext.js";
export { buyPlan, type StoredPlan } from "./site/storage.js";
