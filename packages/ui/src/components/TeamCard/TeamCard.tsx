import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Card, JobTitle, Name, Photo } from "./TeamCard.styled.js";

export interface TeamCardProps {
  photo: string;
  photoAlt: string;
  name: string;
  jobTitle: string;
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
