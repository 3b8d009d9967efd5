import { type ReactNode, useId } from "react";
import { FormSection, FormSectionHeading, SectionLegend } from "../shared/Form.styled.js";

export interface CheckoutSectionProps {
  heading: string;
  /** The heading's element, e.g. "h2". */
  as: "h2" | "h3" | "h4" | "h5";
  children: ReactNode;
}

/** A fieldset of the checkout (the payment details, the billing address) under its heading. */
export function CheckoutSection({ heading, as, children }: CheckoutSectionProps) {
  const id = useId();
  return (
    <FormSection>
      <SectionLegend>
        <FormSectionHeading as={as} id={id}>
          {heading}
        </FormSectionHeading>
      </SectionLegend>
      {children}
    </FormSection>
  );
}
