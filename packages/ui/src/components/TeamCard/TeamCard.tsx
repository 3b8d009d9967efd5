import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Card, JobTitle, Name, Photo } from "./TeamCard.styled.js";

export interface TeamCardProps {
  /** Portrait, cropped to a circle. */
  photo: string;
  /** e.g. "Portrait of Jane Doe". */
  photoAlt: string;
  name: string;
  /** Wraps under the name when long. */
  jobTitle: string;
  /** Level of the name in the page outline. */
  headingLevel?: HeadingLevel;
}

export function TeamCard({ photo, photoAlt, name, jobTitle, headingLevel = 3 }: TeamCardProps) {
  useMembershipTheme();
  return (
    <Card>
      <Photo src={photo} alt={photoAlt} width={144} height={144} />
      <Name as={headingTag(headingLevel)}>{name}</Name>
      <JobTitle>{jobTitle}</JobTitle>
    </Card>
  );
}
