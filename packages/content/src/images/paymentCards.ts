// Generic card marks with text labels (no trademark logos) for the accepted cards.
import { escapeXml, svgImage } from "./svg.js";

interface CardMark {
  label: string;
  /** Text drawn on the card; short enough to fit 60 units. */
  mark: string;
  colour: string;
}

const cardMarks: readonly CardMark[] = [
  { label: "Visa", mark: "VISA", colour: "#1a1f71" },
  { label: "Mastercard", mark: "Mastercard", colour: "#3c3c3c" },
  { label: "American Express", mark: "AMEX", colour: "#1e6fba" },
  { label: "UnionPay", mark: "UnionPay", colour: "#0b6e4f" },
];

// Longer labels get a smaller font so they fit the 60-unit card.
function fontSize(mark: string): number {
  if (mark.length > 8) return 9;
  return mark.length > 5 ? 10 : 13;
}

function cardShape(card: CardMark, x: number): string {
  return `<rect x="${x}" y="0" width="60" height="38" rx="5" fill="${card.colour}"/><text x="${x + 30}" y="24" text-anchor="middle" font-family="Arial, sans-serif" font-size="${fontSize(card.mark)}" font-weight="700" fill="#ffffff">${escapeXml(card.mark)}</text>`;
}

export interface PaymentCardIcon {
  label: string;
  icon: string;
  iconAlt: string;
}

export const paymentCardIcons: readonly PaymentCardIcon[] = cardMarks.map((card) => ({
  label: card.label,
  icon: svgImage({ title: `${card.label} card`, viewBox: "0 0 60 38", body: cardShape(card, 0) }),
  iconAlt: `${card.label} card`,
}));

export const acceptedCardsText = "Visa, Mastercard, American Express and UnionPay";

/** One strip with the four cards, for the footer. */
export const paymentCardsImage = svgImage({
  title: `Accepted cards: ${acceptedCardsText}`,
  viewBox: "0 0 264 38",
  body: cardMarks.map((card, index) => cardShape(card, index * 68)).join(""),
});

export const paymentCardsAlt = `Accepted cards: ${acceptedCardsText}`;
