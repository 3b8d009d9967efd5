import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Card, Grid, Icon, Text, Title } from "./BenefitCard.styled.js";

export interface BenefitCardProps {
  /** Two or three words, e.g. "Urgent Care". */
  cardTitle: string;
  /** Image source of the icon. */
  cardIcon: string;
  /** One sentence under the title. */
  cardDescription: string;
  /** Empty when the icon is decorative. */
  iconAlt: string;
  /** Level of the card's title in the page outline. */
  headingLevel?: HeadingLevel;
}

export function BenefitCard({
  cardTitle,
  cardIcon,
  cardDescription,
  iconAlt,
  headingLevel = 3,
}: BenefitCardProps) {
  useMembershipTheme();
  return (
    <Card>
      <Icon src={cardIcon} alt={iconAlt} width={64} height={64} />
      <Title as={headingTag(headingLevel)}>{cardTitle}</Title>
      <Text>{cardDescription}</Text>
    </Card>
  );
}

export interface BenefitGridProps {
  /** The ten benefit cards of the spec, in order. */
  benefits: readonly Omit<BenefitCardProps, "headingLevel">[];
  /** Level of the card's title in the page outline. */
  headingLevel?: HeadingLevel;
  /** Accessible name of the list. */
  label?: string;
}

/** One column on phones, up to five on wide screens. */
export function BenefitGrid({ benefits, headingLevel, label }: BenefitGridProps) {
  useMembershipTheme();
  return (
    <Grid aria-label={label}>
      {benefits.map((benefit) => (
        <li key={benefit.cardTitle}>
          <BenefitCard {...benefit} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
