// The site's illustrations, drawn in the theme's palette when the site is built: pages show them as images, so no
// drawing code reaches the browser. Titles come from the locale's texts.
import {
  bannerBackgroundArt,
  benefitIcons,
  howItWorksArt,
  notFoundArt,
  paymentCardArt,
  type SiteContent,
  teamPortraits,
  whoAreWeArt,
} from "@membership/content";
import type { MembershipTheme } from "@membership/ui/theme";

/** Each drawing as an image URL (an SVG data URI, or the file a production build writes). */
export interface SiteArt {
  bannerBackground: string;
  howItWorks: string;
  whoAreWe: string;
  notFound: string;
  /** In the order of `content.benefits`. */
  benefitIcons: readonly string[];
  /** In the order of `content.about.team`. */
  teamPortraits: readonly string[];
  /** The accepted cards: the card's name, its alternative text and its mark. */
  paymentCards: readonly { label: string; alt: string; src: string }[];
}

export function drawSiteArt(theme: MembershipTheme, content: SiteContent): SiteArt {
  const palette = theme.colors.illustration;
  const { art, home, about, benefits, notFound } = content;
  return {
    bannerBackground: bannerBackgroundArt(palette, art.bannerBackground),
    howItWorks: howItWorksArt(palette, home.howItWorks.imageAlt),
    whoAreWe: whoAreWeArt(palette, about.whoAreWe.imageAlt),
    notFound: notFoundArt(palette, notFound.imageAlt),
    benefitIcons: benefitIcons(
      palette,
      benefits.map((benefit) => benefit.iconAlt),
    ),
    teamPortraits: teamPortraits(
      palette,
      about.team.map((member) => member.photoAlt),
    ),
    paymentCards: paymentCardArt(palette, art.paymentCardsAlt, art.cardAlt).icons.map((card) => ({
      label: card.label,
      alt: card.iconAlt,
      src: card.icon,
    })),
  };
}
