import type { ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { HeroImage, HeroInner, HeroSection, HeroText, HeroTitle } from "./HeroCard.styled.js";

export interface HeroImageSource {
  src: string;
  /** Empty when the picture is decorative. */
  alt: string;
}

export interface HeroCardProps {
  title: ReactNode;
  text?: ReactNode;
  image?: HeroImageSource;
  /** The page's main heading by default; use 2 for a second hero on the same page. */
  headingLevel?: HeadingLevel;
}

export function HeroCard({ title, text, image, headingLevel = 1 }: HeroCardProps) {
  useMembershipTheme();
  return (
    <HeroSection>
      <HeroInner>
        <div>
          <HeroTitle as={headingTag(headingLevel)}>{title}</HeroTitle>
          {text ? <HeroText>{text}</HeroText> : null}
        </div>
        {image ? <HeroImage src={image.src} alt={image.alt} /> : null}
      </HeroInner>
    </HeroSection>
  );
}
