// The colours every illustration is drawn with: roles a theme fills (ui's `colors.illustration`), never literals here.

export interface ArtPalette {
  /** Dark brand colour: devices, outlines, the banner's deep side. */
  ink: string;
  /** Second brand colour: clothing, step discs, compass needle. */
  accent: string;
  /** Pale brand tint: backgrounds and discs. */
  tint: string;
  /** A stronger tint: gradients and accents on the pale backgrounds. */
  tintStrong: string;
  /** Paper white: screens, highlights. */
  paper: string;
  /** Neutral grey: laptop base. */
  neutral: string;
  /** Facial features and glasses. */
  line: string;
  /** The heart and the recording dot. */
  heart: string;
  /** Skin tones, light to dark. */
  skin: readonly [string, string, string, string, string];
  /** Hair colours. */
  hair: readonly [string, string, string, string, string];
  /** The card networks' own colours, for the accepted-cards marks. */
  cardNetworks: { visa: string; mastercard: string; amex: string; unionpay: string };
}
