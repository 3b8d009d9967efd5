import type { ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Picture, Section, Step, Steps, StepText, Title } from "./HowItWorks.styled.js";

export interface HowItWorksProps {
  /** The section's heading, e.g. "Reach care in four steps". */
  title: ReactNode;
  /** The four steps to reach care, in order. */
  steps: readonly string[];
  /** Picture beside the steps on wide screens. */
  image: string;
  /** Empty when the picture is decorative. */
  imageAlt: string;
  /** Level of the title in the page outline. */
  headingLevel?: HeadingLevel;
}

export function HowItWorks({ title, steps, image, imageAlt, headingLevel = 2 }: HowItWorksProps) {
  useMembershipTheme();
  return (
    <Section>
      <Picture src={image} alt={imageAlt} />
      <div>
        <Title as={headingTag(headingLevel)}>{title}</Title>
        <Steps>
          {steps.map((step) => (
            <Step key={step}>
              <StepText>{step}</StepText>
            </Step>
          ))}
        </Steps>
      </div>
    </Section>
  );
}
