import type { ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../../shared/headings.js";
import { useMembershipTheme } from "../../theme/ThemeProvider.js";
import { Advice, Card, Channels, Emergency, Hours, Title } from "./ContactCard.styled.js";

export interface ContactCardProps {
  /** e.g. "Customer service". */
  title: ReactNode;
  /** The support phone as shown. */
  phoneLabel: string;
  /** A tel: link to the support phone. */
  phoneHref: string;
  /** The support e-mail address. */
  email: string;
  /** Support hours, one line each. */
  hours: readonly string[];
  /** e.g. advice to dial 911 in an emergency. */
  emergencyAdvice: ReactNode;
  /** Where to get help with a bill. */
  billingHelp: ReactNode;
  /** Level of the card's title in the page outline. */
  headingLevel?: HeadingLevel;
}

const channelIconPaths = {
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.24 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z",
  mail: "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z",
};

/** A contact channel's icon, decorative: the link's text names the channel. */
function ChannelIcon({ channel }: { channel: keyof typeof channelIconPaths }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={channelIconPaths[channel]} />
    </svg>
  );
}

export function ContactCard({
  title,
  phoneLabel,
  phoneHref,
  email,
  hours,
  emergencyAdvice,
  billingHelp,
  headingLevel = 2,
}: ContactCardProps) {
  useMembershipTheme();
  return (
    <Card>
      <Title as={headingTag(headingLevel)}>{title}</Title>
      <Channels>
        <a href={phoneHref}>
          <ChannelIcon channel="phone" />
          {phoneLabel}
        </a>
        <a href={`mailto:${email}`}>
          <ChannelIcon channel="mail" />
          {email}
        </a>
      </Channels>
      <Hours>
        {hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Hours>
      <Emergency>{emergencyAdvice}</Emergency>
      <Advice>{billingHelp}</Advice>
    </Card>
  );
}
