import type { ReactNode } from "react";
import { defaultRenderLink, type NavLinkItem, type RenderLink } from "../../shared/links.js";
import { useUiTexts } from "../../texts/UiTextsProvider.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import {
  Address,
  BottomBar,
  BottomInner,
  CardList,
  Column,
  FooterBar,
  FooterInner,
  LinkButton,
  Notice,
  PolicyList,
} from "./Footer.styled.js";

export interface PaymentCard {
  /** Card brand, used as the icon's alternative text. */
  label: string;
  src: string;
  /** The image's natural size: its room is kept before it loads, so nothing below it moves. */
  width?: number;
  height?: number;
}

export interface FooterProps {
  /** The support phone as shown, e.g. "(800) 555-0100". */
  phoneLabel: string;
  /** A tel: link to the support phone. */
  phoneHref: string;
  /** The support e-mail address. */
  email: string;
  /** The business address, one line each. */
  addressLines: readonly string[];
  /** Who the business is and that it refers members to independent physicians. */
  legalNotice: ReactNode;
  /** The notice sent 48 hours before the monthly bill date. */
  billingNotice: ReactNode;
  /** How to cancel: by phone or through the cancel page. */
  howToCancel: ReactNode;
  /** The FDA-style disclaimer. */
  disclaimer: ReactNode;
  /** The last line, e.g. "© 2025 Brand. All rights reserved.". */
  copyright: ReactNode;
  /** Icons of the accepted cards. */
  paymentCards: readonly PaymentCard[];
  /** Policy links such as "security-policy" and "delivery-policy" (no leading slash). */
  links: readonly NavLinkItem[];
  renderLink?: RenderLink;
  /** A button after the policy links that opens the site's privacy choices (a site that asks for consent). */
  privacyChoices?: { label: string; onPress(): void };
  /** Accessible name of the list of card icons. */
  paymentCardsLabel?: string;
  /** Accessible name of the policy links' nav. */
  linksLabel?: string;
}

export function Footer(props: FooterProps) {
  useMembershipTheme();
  const texts = useUiTexts().footer;
  const {
    phoneLabel,
    phoneHref,
    email,
    addressLines,
    legalNotice,
    billingNotice,
    howToCancel,
    disclaimer,
    copyright,
    paymentCards,
    links,
    renderLink = defaultRenderLink,
    privacyChoices,
    paymentCardsLabel = texts.paymentCardsLabel,
    linksLabel = texts.linksLabel,
  } = props;
  return (
    <FooterBar>
      <FooterInner>
        <Column>
          <Address>
            <a href={phoneHref}>{phoneLabel}</a>
            <a href={`mailto:${email}`}>{email}</a>
            <span>
              {addressLines.map((line, index) => (
                <span key={line}>
                  {index > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </span>
          </Address>
        </Column>
        <Column>
          <Notice>{legalNotice}</Notice>
          <Notice>{billingNotice}</Notice>
          <Notice>{howToCancel}</Notice>
        </Column>
        <Column>
          <nav aria-label={linksLabel}>
            <PolicyList>
              {links.map((link) => (
                <li key={link.to}>{renderLink({ to: link.to, children: link.label })}</li>
              ))}
              {privacyChoices ? (
                <li>
                  <LinkButton type="button" onClick={privacyChoices.onPress}>
                    {privacyChoices.label}
                  </LinkButton>
                </li>
              ) : null}
            </PolicyList>
          </nav>
          <CardList aria-label={paymentCardsLabel}>
            {paymentCards.map((card) => (
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
          </CardList>
        </Column>
      </FooterInner>
      <BottomBar>
        <BottomInner>
          <Notice>{disclaimer}</Notice>
          <Notice>{copyright}</Notice>
        </BottomInner>
      </BottomBar>
    </FooterBar>
  );
}
