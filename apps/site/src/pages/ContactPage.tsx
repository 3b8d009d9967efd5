// Contact: the support e-mail, phone and hours beside the contact form.
import { contactHeading } from "@membership/content";
import { ContactFormSection } from "../forms/index.tsx";
import { PageFrame } from "../frame/PageFrame.tsx";
import { PageSection, SectionHeading, SideBySide } from "../frame/PageSection.ts";
import { SupportContactCard } from "./SupportContactCard.tsx";

export function ContactPage() {
  return (
    <PageFrame>
      <PageSection aria-labelledby="contact-title">
        <SectionHeading id="contact-title">{contactHeading}</SectionHeading>
        <SideBySide>
          <SupportContactCard headingLevel={3} />
          <ContactFormSection />
        </SideBySide>
      </PageSection>
    </PageFrame>
  );
}
