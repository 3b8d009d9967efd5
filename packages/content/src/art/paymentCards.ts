// Generic card marks with text labels (no trademark logos) for the accepted cards, in the networks' palette colours.
import type { ArtPalette } from "./palette.js";
import { escapeXml, svgImage } from "./svg.js";

interface CardMark {
  label: string;
  /** Text drawn on the card; short enough to fit 60 units. */
  mark: string;
  network: keyof ArtPalette["cardNetworks"];
}

const cardMarks: readonly CardMark[] = [
  { label: "Visa", mark: "VISA", network: "visa" },
  { label: "Mastercard", mark: "Mastercard", network: "mastercard" },
  { label: "American Express", mark: "AMEX", network: "amex" },
  { label: "UnionPay", mark: "UnionPay", network: "unionpay" },
];

/** One card mark's size in SVG units, which are CSS pixels at its natural size. */
const CARD_WIDTH = 60;
const CARD_HEIGHT = 38;

// Longer labels get a smaller font so they fit the 60-unit card.
function fontSize(mark: string): number {
  if (mark.length > 8) return 9;
  return mark.length > 5 ? 10 : 13;
}

function cardShape(card: CardMark, x: number, p: ArtPalette): string {
  return `<rect x="${x}" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="5" fill="${p.cardNetworks[card.network]}"/><text x="${x + 30}" y="24" text-anchor="middle" font-family="Arial, sans-serif" font-size="${fontSize(card.mark)}" font-weight="700" fill="${p.paper}">${escapeXml(card.mark)}</text>`;
}

export interface PaymentCardIcon {
  label: string;
  icon: string;
  iconAlt: string;
  /** The icon's natural size, for its <img>: its room is kept before it loads. */
  width: number;
  height: number;
}

export interface PaymentCardArt {
  /** One strip with the four cards, for the footer. */
  image: string;
  imageAlt: string;
  icons: readonly PaymentCardIcon[];
}

/** The accepted-cards strip and one mark per card; `cardAlt` turns a card name into its text alternative. */
export function paymentCardArt(
  p: ArtPalette,
  imageAlt: string,
  cardAlt: (card: string) => string,
): PaymentCardArt {
  return {
    image: svgImage({
      title: imageAlt,
      viewBox: "0 0 264 38",
      body: cardMarks.map((card, index) => cardShape(card, index * 68, p)).join(""),
    }),
    imageAlt,
    icons: cardMarks.map((card) => ({
      label: card.label,
      icon: svgImage({
        title: cardAlt(card.label),
        viewBox: `0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`,
        body: cardShape(card, 0, p),
      }),
      iconAlt: cardAlt(card.label),
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    })),
  };
}
