// Neutral values for stories and screenshots only; never part of the build (see tsconfig.build.json).
import type {
  ConsentCategoryChoice,
  ConsentNoticeTexts,
} from "../components/ConsentNotice/ConsentNotice.js";
import type { FooterProps } from "../components/Footer/Footer.js";
import type { HeaderProps } from "../components/Header/Header.js";
import type { PlanCardData } from "../components/PlanCard/PlanCard.js";
import { colors } from "../theme/tokens.js";

function svg(width: number, height: number, body: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

export const brandName = "Acme Health";
export const phoneLabel = "(800) 555-0100";
export const phoneHref = "tel:8005550100";
export const supportEmail = "help@example.test";

export const logo = {
  src: svg(
    180,
    40,
    `<rect width="40" height="40" rx="8" fill="${colors.brand.primary}"/><path d="M20 9v22M9 20h22" stroke="${colors.surface.raised}" stroke-width="6"/><text x="50" y="27" font-family="Arial" font-size="18" font-weight="700" fill="${colors.text.default}">Acme Health</text>`,
  ),
  alt: brandName,
};

export const heroImage = {
  src: svg(
    480,
    320,
    `<rect width="480" height="320" fill="${colors.surface.subtle}"/><circle cx="240" cy="130" r="60" fill="${colors.brand.primary}"/><rect x="150" y="200" width="180" height="90" rx="40" fill="${colors.brand.secondary}"/>`,
  ),
  alt: "Illustration of a doctor on a video call",
};

export const bannerBackground = svg(
  1200,
  400,
  `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${colors.brand.primary}"/><stop offset="1" stop-color="${colors.brand.secondary}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1000" cy="80" r="160" fill="${colors.surface.raised}" fill-opacity="0.15"/>`,
);

export const productImage = svg(
  480,
  320,
  `<rect width="480" height="320" rx="24" fill="${colors.surface.subtle}"/><rect x="60" y="60" width="160" height="200" rx="16" fill="${colors.brand.primary}"/><rect x="260" y="60" width="160" height="200" rx="16" fill="${colors.brand.accent}"/>`,
);

export const howItWorksImage = svg(
  400,
  320,
  `<rect width="400" height="320" rx="24" fill="${colors.feedback.successSurface}"/><rect x="140" y="30" width="120" height="260" rx="18" fill="${colors.text.default}"/><rect x="150" y="50" width="100" height="210" rx="8" fill="${colors.surface.subtle}"/><circle cx="200" cy="130" r="30" fill="${colors.brand.primary}"/>`,
);

export function portrait(initials: string, background: string = colors.surface.subtle): string {
  return svg(
    144,
    144,
    `<rect width="144" height="144" fill="${background}"/><circle cx="72" cy="58" r="28" fill="${colors.text.default}"/><rect x="28" y="96" width="88" height="60" rx="40" fill="${colors.text.default}"/><text x="72" y="66" text-anchor="middle" font-family="Arial" font-size="20" fill="${colors.surface.raised}">${initials}</text>`,
  );
}

export const benefitIcon = svg(
  64,
  64,
  `<circle cx="32" cy="32" r="30" fill="${colors.surface.subtle}"/><path d="M32 16v32M16 32h32" stroke="${colors.brand.primary}" stroke-width="8" stroke-linecap="round"/>`,
);

function cardIcon(label: string, fill: string): string {
  return svg(
    64,
    40,
    `<rect width="64" height="40" rx="6" fill="${fill}"/><text x="32" y="25" text-anchor="middle" font-family="Arial" font-size="11" font-weight="700" fill="${colors.surface.raised}">${label}</text>`,
  );
}

export const paymentCards = [
  { label: "Visa", src: cardIcon("VISA", colors.brand.primaryHover) },
  { label: "Mastercard", src: cardIcon("MC", colors.text.default) },
  { label: "American Express", src: cardIcon("AMEX", colors.brand.primary) },
  { label: "UnionPay", src: cardIcon("UP", colors.feedback.error) },
] as const;

export const navItems = [
  { label: "HOME", to: "/" },
  { label: "ABOUT US", to: "/about-us" },
  { label: "PRICE", to: "/price" },
  { label: "CONTACT", to: "/contact" },
  { label: "CANCEL", to: "/cancel-service" },
] as const;

export const headerProps = {
  navItems,
  activePath: "/",
  loginHref: "https://portal.example.test/login",
  callHref: phoneHref,
  socialLinks: [
    { label: "Facebook", href: "https://social.example.test/acme-health", icon: "facebook" },
    { label: "Instagram", href: "https://photos.example.test/acme-health", icon: "instagram" },
  ],
  logo,
} as const satisfies HeaderProps;

export const footerProps = {
  phoneLabel,
  phoneHref,
  email: supportEmail,
  addressLines: ["100 Example Way, Suite 200", "Orlando, FL 32801"],
  legalNotice: `${brandName} is an authorized reseller of a third-party telemedicine service. We refer members to independent licensed physicians and do not provide medical care.`,
  billingNotice: "You will get a text or email notice 48 hours before your monthly bill date.",
  howToCancel: "You can cancel at any time by phone or through our cancel page.",
  disclaimer:
    "These products have not been evaluated by the Food and Drug Administration and do not give medical advice.",
  copyright: `© 2025 ${brandName}. All rights reserved.`,
  paymentCards,
  links: [
    { label: "Security policy", to: "security-policy" },
    { label: "Delivery policy", to: "delivery-policy" },
  ],
} as const satisfies FooterProps;

export const basicPlan = {
  subscriptionType: "BASIC",
  subscriptionPrice: "$39.95",
  subscriptionTrialInfo: "Trial for 30 days at",
  subscriptionTrialPrice: "$3.29",
  subscriptionDescription: "Monthly",
  subscriptionButtonText: "Buy",
} as const satisfies PlanCardData;

export const premiumPlan = {
  ...basicPlan,
  subscriptionType: "PREMIUM",
  subscriptionPrice: "$49.95",
} as const satisfies PlanCardData;

export const benefits = [
  [
    "Primary Care",
    "Choose a primary care physician for treatments, medications and preventive care.",
  ],
  ["Urgent Care", "Reduce ER visits and get a quick diagnosis when needed."],
  ["Mental Health", "Therapists with same-day consultations from home."],
  ["Care Navigation", "Find providers, second opinions, medication guidance and answers."],
  ["Dermatology", "Skin, nail and hair conditions; start a healthy routine."],
  ["Physical Therapists", "Personalized care plans to prevent injury and reduce pain."],
  ["Assistance 24-7-365", "Support from anywhere in the world."],
  ["Medical Prescriptions", "Get prescriptions and buy at a local pharmacy."],
  ["Specialty Referral", "Immediate referral to the right provider."],
  ["Virtual Consultation", "Telemedicine that prevents unnecessary ER visits."],
].map(([cardTitle = "", cardDescription = ""]) => ({
  cardTitle,
  cardDescription,
  cardIcon: benefitIcon,
  iconAlt: "",
}));

export const steps = [
  "Download the app or open the web health portal and enter a member ID and password.",
  "Pick a specialty, or ask the General Care area for a referral if unsure.",
  "Choose a physician and start a virtual visit.",
  "Get an immediate diagnosis, prescriptions, treatment plans and personal follow-up care.",
] as const;

export const supportHours = [
  "Monday to Friday 9:00 AM to 9:00 PM EST",
  "Saturday and Sunday 9:00 AM to 5:00 PM EST",
] as const;

export const usStates = [
  { value: "Florida", label: "Florida" },
  { value: "Georgia", label: "Georgia" },
  { value: "Texas", label: "Texas" },
] as const;

/** The consent notice's texts and categories, as a site's catalogue gives them. */
export const consentNoticeTexts = {
  title: "Your privacy choices",
  text: "With your permission, this site uses services that measure how visitors use it and show its offers on other sites. Nothing of the kind runs until you answer.",
  accept: "Accept",
  refuse: "Refuse",
  choose: "Choose",
  save: "Save my choices",
  close: "Close",
  categoriesLegend: "Allow:",
} satisfies ConsentNoticeTexts;

export const consentCategories: readonly ConsentCategoryChoice[] = [
  { id: "analytics", label: "Analytics" },
  { id: "marketing", label: "Marketing" },
];
