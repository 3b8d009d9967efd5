// Home page texts: hero cards, how-it-works steps and the three banner variants.
import { howItWorksImage } from "./images/illustrations.js";

export interface HeroCard {
  title: string;
  text: string;
}

export const homeHeroCards = [
  {
    title: "See a medical professional anytime, anywhere",
    text: "Talk to a licensed doctor by video call 24 hours a day, 7 days a week, 365 days a year, without leaving home.",
  },
  {
    title: "Take care of your family's health",
    text: "One monthly membership brings virtual care, prescription drug coverage and a family care plan to everyone at home.",
  },
  {
    title: "A smart healthcare investment",
    text: "A fixed monthly fee and personalized treatment plans save you costly trips to the clinic and the ER.",
  },
] as const satisfies readonly HeroCard[];

export const howItWorks = {
  title: "Reach care in four steps",
  steps: [
    "Download the app or open the web health portal and enter your member ID and password.",
    "Pick a specialty, or ask the General Care area for a referral if you are unsure.",
    "Choose a physician and start a virtual visit.",
    "Get an immediate diagnosis, prescriptions, treatment plans and personal follow-up care.",
  ],
  image: howItWorksImage,
  imageAlt: "A phone showing a video visit with a doctor, beside a four-step checklist",
} as const;

export interface BannerText {
  title: string;
  body: string;
}

const homeBannerVariants = {
  peaceOfMind: {
    title: "Peace of mind, day and night",
    body: "See a doctor by video call 24/7, wherever you are, whenever you need one.",
  },
  primaryCare: {
    title: "Virtual primary care made simple",
    body: "A user-friendly way for you and your family to reach primary care from a phone or computer.",
  },
  saveTimeAndMoney: {
    title: "Save time and money",
    body: "Our telehealth plans spare you waiting rooms, trips and the costs that come with them.",
  },
} as const satisfies Record<string, BannerText>;

/** The home banner's text for its position: 1 and 2 have their own variant, any other number the third. */
export function homeBannerText(position: number): BannerText {
  if (position === 1) return homeBannerVariants.peaceOfMind;
  if (position === 2) return homeBannerVariants.primaryCare;
  return homeBannerVariants.saveTimeAndMoney;
}
