// The shared footer: ui's Footer fed by the site's texts, with links to the pages of its page table.
import { Footer } from "@membership/ui";
import { useSite } from "../site/SiteContext.js";
import { paymentCardImages } from "../site/siteArt.js";
import { renderSiteLink, SiteLink } from "./SiteLink.js";

export interface SiteFooterProps {
  /** Opens the consent notice's choices: the footer then links to them (a site that asks for consent). */
  onPrivacyChoices?: (() => void) | undefined;
}

export function SiteFooter({ onPrivacyChoices }: SiteFooterProps) {
  const { content, pages, art, texts } = useSite();
  const { footer, contactDetails } = content;
  const { howToCancel } = footer;
  return (
    <Footer
      phoneLabel={contactDetails.phone}
      phoneHref={contactDetails.phoneHref}
      email={contactDetails.email}
      addressLines={footer.addressLines}
      legalNotice={<p>{footer.legalNotice}</p>}
      billingNotice={<p>{footer.notice48h}</p>}
      howToCancel={
        <p>
          {howToCancel.before}
          <SiteLink to={pages.pathOf(howToCancel.link.page)}>{howToCancel.link.label}</SiteLink>
          {howToCancel.after}
        </p>
      }
      disclaimer={<p>{footer.disclaimer}</p>}
      copyright={<p>{footer.copyright}</p>}
      paymentCards={paymentCardImages(art)}
      links={[
        // The spec's footer links to these two without a leading slash.
        ...footer.relativeLinks
          .filter((link) => pages.has(link.page))
          .map((link) => ({ label: link.label, to: pages.pathOf(link.page).slice(1) })),
        ...footer.policyLinks
          .filter((link) => pages.has(link.page))
          .map((link) => ({ label: link.label, to: pages.pathOf(link.page) })),
        ...footer.extraLinks.map((link) => ({ label: link.label, to: link.href })),
      ]}
      renderLink={renderSiteLink}
      {...(onPrivacyChoices
        ? { privacyChoices: { label: texts.privacy.footerLink, onPress: onPrivacyChoices } }
        : {})}
    />
  );
}
