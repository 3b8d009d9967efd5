// The site's illustrations, drawn in the theme's palette when the site is built: pages show them as images, so no
// drawing code reaches the browser. Titles come from the locale's texts.
import {
  bannerBackgroundArt,
  benefitIcons,
  defaultBenefitIcon,
  howItWorksArt,
  notFoundArt,
  paymentCardArt,
  type SiteContent,
  whoAreWeArt,
} from "@membership/content";
import type { PaymentCard } from "@membership/ui";
import type { MembershipTheme } from "@membership/ui/theme";

/** Each drawing as an image URL (an SVG data URI, or the file a production build writes). */
export interface SiteArt {
  bannerBackground: string;
  howItWorks: string;
  whoAreWe: string;
  notFound: string;
  /** In the order of `content.benefits`: drawn, or the brand's own icon files. */
  benefitIcons: readonly string[];
  /** The brand's photo files, in the order of `content.about.team`. */
  teamPhotos: readonly string[];
  /** The accepted cards: the card's name, its alternative text, its mark and the mark's natural size. */
  paymentCards: readonly {
    label: string;
    alt: string;
    src: string;
    width: number;
    height: number;
  }[];
}

/** The drawings of a site; a brand's own benefits get the default icon (its own files are put in by the build). */
export function drawSiteArt(
  theme: MembershipTheme,
  content: SiteContent,
  ownBenefits = false,
): SiteArt {
  const palette = theme.colors.illustration;
  const { art, home, about, benefits, notFound } = content;
  return {
    bannerBackground: bannerBackgroundArt(palette, art.bannerBackground),
    howItWorks: howItWorksArt(palette, home.howItWorks.imageAlt),
    whoAreWe: whoAreWeArt(palette, about.whoAreWe.imageAlt),
    notFound: notFoundArt(palette, notFound.imageAlt),
    benefitIcons: ownBenefits
      ? benefits.map(() => defaultBenefitIcon(palette))
      : benefitIcons(
          palette,
          benefits.map((benefit) => benefit.iconAlt),
        ),
    teamPhotos: [],
    paymentCards: paymentCardArt(palette, art.paymentCardsAlt, art.cardAlt).icons.map((card) => ({
      label: card.label,
      alt: card.iconAlt,
      src: card.icon,
      width: card.width,
      height: card.height,
    })),
  };
}

/** The accepted cards as images, each named by its alternative text (the footer's and the checkout's). */
export function paymentCardImages(art: SiteArt): PaymentCard[] {
  return art.paymentCards.map(({ alt, src, width, height }) => ({
    label: alt,
    src,
    width,
    height,
  }));
}
