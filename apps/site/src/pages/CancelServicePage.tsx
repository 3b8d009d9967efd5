// Cancel service: the cancellation heading, the support contact information and the cancellation form.
import { cancelHeading } from "@membership/content";
import { CancellationFormSection } from "../forms/index.tsx";
import { PageFrame } from "../frame/PageFrame.tsx";
import { PageSection, SectionHeading, SideBySide } from "../frame/PageSection.ts";
import { SupportContactCard } from "./SupportContactCard.tsx";

export function CancelServicePage() {
  return (
    <PageFrame>
      <PageSection aria-labelledby="cancel-title">
        <SectionHeading id="cancel-title">{cancelHeading}</SectionHeading>
        <SideBySide>
          <SupportContactCard headingLevel={3} />
          <CancellationFormSection />
        </SideBySide>
      </PageSection>
    </PageFrame>
  );
}
