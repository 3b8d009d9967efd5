// Willow's price page: the kit's own, with a block of Willow's after it.
import { PageSection, PricePage, SectionHeading } from "@membership/site-kit";

export default function Price() {
  return (
    <PricePage>
      <PageSection aria-labelledby="willow-guarantee">
        <SectionHeading id="willow-guarantee">Garantía Willow</SectionHeading>
        <p>Si en sus primeros 14 días no está conforme, le devolvemos el cargo de prueba.</p>
      </PageSection>
    </PricePage>
  );
}
