import type { ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import {
  HeroExtra,
  HeroImage,
  HeroInner,
  HeroSection,
  HeroText,
  HeroTitle,
  type HeroVariant,
} from "./HeroCard.styled.js";

export interface HeroImageSource {
  src: string;
  /** Empty when the picture is decorative. */
  alt: string;
}

export interface HeroCardProps {
  /** The page's main heading. */
  title: ReactNode;
  /** One short sentence under the title. */
  text?: ReactNode;
  /** A picture beside the text from tablet width, above it on phones. */
  image?: HeroImageSource;
  /** The page's main heading by default; use 2 for a second hero on the same page. */
  headingLevel?: HeadingLevel;
  /** "band": a full-width page hero; "card": a compact rounded card, e.g. one of several side by side. */
  variant?: HeroVariant;
  /** Shown under the text, e.g. an offer and its call to action. */
  children?: ReactNode;
}

export function HeroCard({
  title,
  text,
  image,
  headingLevel = 1,
  variant = "band",
  children,
}: HeroCardProps) {
  useMembershipTheme();
  return (
    <HeroSection $variant={variant}>
      <HeroInner $variant={variant}>
        <div>
          <HeroTitle as={headingTag(headingLevel)} $variant={variant}>
            {title}
          </HeroTitle>
          {text ? <HeroText $variant={variant}>{text}</HeroText> : null}
          {children ? <HeroExtra>{children}</HeroExtra> : null}
        </div>
        {image ? <HeroImage src={image.src} alt={image.alt} /> : null}
      </HeroInner>
    </HeroSection>
  );
}
