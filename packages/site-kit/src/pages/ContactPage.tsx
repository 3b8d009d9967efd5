// Contact: the support e-mail, phone and hours beside the contact form.
import { type KitPageProps, PageFrame } from "../app/PageFrame.js";
import { PageSection, SectionHeading, SideBySide } from "../app/PageSection.js";
import { ContactFormSection } from "../forms/ContactFormSection.js";
import { useSite } from "../site/SiteContext.js";
import { SupportContactCard } from "./SupportContactCard.js";

export default function ContactPage({ children }: KitPageProps) {
  const { contact } = useSite().content;
  return (
    <PageFrame>
      <PageSection aria-labelledby="contact-title">
        <SectionHeading id="contact-title">{contact.heading}</SectionHeading>
        <SideBySide>
          <SupportContactCard headingLevel={3} />
          <ContactFormSection />
        </SideBySide>
      </PageSection>
      {children}
    </PageFrame>
  );
}
