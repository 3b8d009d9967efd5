import type { ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Button, ButtonLink } from "../Button/Button.js";
import {
  type BannerAlignment,
  BannerBody,
  BannerContent,
  BannerSection,
  BannerTitle,
  Scrim,
} from "./PageBanner.styled.js";

export interface PageBannerProps {
  /** One line on desktop, e.g. "Get a 30-day trial version for ONLY $3.29". */
  title: ReactNode;
  /** The body text, chosen by the site for the page or banner position. */
  body: ReactNode;
  /** The button is not rendered when this is empty. */
  buttonText?: string;
  /** Called when the button (not a link) is pressed. */
  onButtonClick?: () => void;
  /** Makes the button a link, e.g. a tel: link to the support phone. */
  buttonHref?: string;
  /** Picture behind the text; without one the banner is on the inverse surface. */
  backgroundImage?: string;
  /** The banner position number: 1 and 2 have their own text layout, any other one a third. */
  position?: number;
  /** Level of the title in the page outline. */
  headingLevel?: HeadingLevel;
}

/** Layout of the three text variants: position 1 left, 2 centred, any other right-aligned. */
export function bannerAlignment(position: number | undefined): BannerAlignment {
  if (position === 1) return "start";
  if (position === 2) return "center";
  return "end";
}

export function PageBanner({
  title,
  body,
  buttonText = "",
  onButtonClick,
  buttonHref,
  backgroundImage,
  position,
  headingLevel = 2,
}: PageBannerProps) {
  useMembershipTheme();
  const alignment = bannerAlignment(position);
  const label = buttonText.trim();
  return (
    <BannerSection $backgroundImage={backgroundImage} data-variant={alignment}>
      <Scrim>
        <BannerContent $alignment={alignment}>
          <BannerTitle as={headingTag(headingLevel)}>{title}</BannerTitle>
          <BannerBody>{body}</BannerBody>
          {label === "" ? null : buttonHref ? (
            <ButtonLink href={buttonHref} variant="inverse" onClick={onButtonClick}>
              {label}
            </ButtonLink>
          ) : (
            <Button variant="inverse" onClick={onButtonClick}>
              {label}
            </Button>
          )}
        </BannerContent>
      </Scrim>
    </BannerSection>
  );
}
