import type { ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import {
  InfoInner,
  InfoSection,
  InfoText,
  InfoTitle,
  type SectionTone,
} from "./SectionInfo.styled.js";

export interface SectionInfoProps {
  /** The band's heading. */
  title: ReactNode;
  /** A colour role of the theme, so text and background always keep AA contrast. */
  color?: SectionTone;
  /** Optional text under the heading. */
  children?: ReactNode;
  /** Level of the title in the page outline. */
  headingLevel?: HeadingLevel;
}

/** A coloured band that introduces a section, e.g. "Get to know the team". */
export function SectionInfo({
  title,
  color = "primary",
  children,
  headingLevel = 2,
}: SectionInfoProps) {
  useMembershipTheme();
  return (
    <InfoSection $tone={color} data-tone={color}>
      <InfoInner>
        <InfoTitle as={headingTag(headingLevel)}>{title}</InfoTitle>
        {children ? <InfoText>{children}</InfoText> : null}
      </InfoInner>
    </InfoSection>
  );
}
