// Willow's price page: the kit's own, with a block of Willow's after it that quotes its configured refund days.
import { PageSection, PricePage, SectionHeading, useSite } from "@membership/site-kit";

export default function Price() {
  const { refundDays } = useSite().config.legal;
  return (
    <PricePage>
      <PageSection aria-labelledby="willow-guarantee">
        <SectionHeading id="willow-guarantee">Garantía Willow</SectionHeading>
        <p>{`Si en sus primeros ${refundDays} días no está conforme, le devolvemos el cargo de prueba.`}</p>
      </PageSection>
    </PricePage>
  );
}
