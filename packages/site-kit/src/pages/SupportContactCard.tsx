// The customer-service contact card (phone, e-mail, hours) shown beside the contact and cancellation forms.
import { ContactCard, type HeadingLevel } from "@membership/ui";
import { useSite } from "../site/SiteContext.js";

export function SupportContactCard({ headingLevel }: { headingLevel?: HeadingLevel }) {
  const card = useSite().content.contactCard;
  return (
    <ContactCard
      title={card.title}
      phoneLabel={card.phone}
      phoneHref={card.phoneHref}
      email={card.email}
      hours={card.hours}
      emergencyAdvice={card.emergency}
      billingHelp={card.billingHelp}
      headingLevel={headingLevel}
    />
  );
}
