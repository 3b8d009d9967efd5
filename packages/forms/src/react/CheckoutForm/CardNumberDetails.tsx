import type { PaymentCard } from "@membership/ui";
import type { CardType } from "../../card.js";
import { fillTemplate } from "../shared/fillTemplate.js";
import type { CheckoutFormTexts } from "../shared/texts.js";
import { CardBrand, CardDetails, CardLogos } from "./CheckoutForm.styled.js";

/**
 * One accepted card's logo at the card number field, e.g. one of content's `paymentCardArt` icons: its name (the
 * logo's text alternative, "Visa"), its URL (a data: URL is fine) and its natural size.
 */
export type AcceptedCard = PaymentCard;

export interface CardNumberDetailsProps {
  /** The brand of the number typed so far; none until the rules have loaded. */
  brand: CardType | undefined;
  acceptedCards: readonly AcceptedCard[];
  texts: CheckoutFormTexts;
}

/** Under the card number: the brand detected as it is typed, then the accepted cards' logos. */
export function CardNumberDetails({ brand, acceptedCards, texts }: CardNumberDetailsProps) {
  const named = brand !== undefined && brand !== "Other payment method" ? brand : undefined;
  return (
    <CardDetails>
      {/* Polite, and only the brand's name changes: announced when it is known, not per key. */}
      <CardBrand aria-live="polite">
        {named ? fillTemplate(texts.cardBrand, { brand: named }) : null}
      </CardBrand>
      {acceptedCards.length > 0 ? (
        <CardLogos aria-label={texts.acceptedCards}>
          {acceptedCards.map((card) => (
            <li key={card.label}>
              <img
                src={card.src}
                alt={card.label}
                width={card.width}
                height={card.height}
                // Never the page's first need: fetched after what paints, and not preloaded in the <head>.
                fetchPriority="low"
              />
            </li>
          ))}
        </CardLogos>
      ) : null}
    </CardDetails>
  );
}
