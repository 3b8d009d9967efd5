// The shared footer: ui's Footer fed by the content built from the site's configuration.
import { paymentCardIcons } from "@membership/content";
import { Footer, type PaymentCard } from "@membership/ui";
import { siteContent } from "../siteContent.ts";
import { renderSiteLink, SiteLink } from "./SiteLink.tsx";

const paymentCards: readonly PaymentCard[] = paymentCardIcons.map((card) => ({
  label: card.iconAlt,
  src: card.icon,
}));

/** The how-to-cancel sentence with its "cancel page" words as the link to the cancel page. */
function HowToCancel() {
  const { howToCancel, cancelLink } = siteContent.footer;
  const at = howToCancel.indexOf(cancelLink.label);
  if (at < 0) return <p>{howToCancel}</p>;
  return (
    <p>
      {howToCancel.slice(0, at)}
      <SiteLink to={cancelLink.to}>{cancelLink.label}</SiteLink>
      {howToCancel.slice(at + cancelLink.label.length)}
    </p>
  );
}

export function SiteFooter() {
  const { footer } = siteContent;
  return (
    <Footer
      phoneLabel={footer.phone}
      phoneHref={footer.phoneHref}
      email={footer.email}
      addressLines={footer.addressLines}
      legalNotice={<p>{footer.legalNotice}</p>}
      billingNotice={<p>{footer.notice48h}</p>}
      howToCancel={<HowToCancel />}
      disclaimer={<p>{footer.disclaimer}</p>}
      copyright={<p>{footer.copyright}</p>}
      paymentCards={paymentCards}
      links={[...footer.links, ...footer.policyLinks]}
      renderLink={renderSiteLink}
    />
  );
}
