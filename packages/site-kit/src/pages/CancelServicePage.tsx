// Cancel service: the cancellation heading, the support contact information and the cancellation form.
import { type KitPageProps, PageFrame } from "../app/PageFrame.js";
import { PageSection, SectionHeading, SideBySide } from "../app/PageSection.js";
import { CancellationFormSection } from "../forms/CancellationFormSection.js";
import { useSite } from "../site/SiteContext.js";
import { SupportContactCard } from "./SupportContactCard.js";

export default function CancelServicePage({ children }: KitPageProps) {
  const { cancel } = useSite().content;
  return (
    <PageFrame>
      <PageSection aria-labelledby="cancel-title">
        <SectionHeading id="cancel-title">{cancel.heading}</SectionHeading>
        <SideBySide>
          <SupportContactCard headingLevel={3} />
          <CancellationFormSection />
        </SideBySide>
      </PageSection>
      {children}
    </PageFrame>
  );
}
