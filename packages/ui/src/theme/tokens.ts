// The default design tokens. Every raw colour of the package lives in this file.

/** Pixel widths where the layout is enhanced; phones (360 px) get the base styles. */
export const breakpoints = {
  phone: 360,
  tablet: 768,
  laptop: 1024,
  desktop: 1280,
  wide: 1536,
} as const;

export const colors = {
  brand: {
    primary: "#0A5AA8",
    primaryHover: "#08457F",
    onPrimary: "#FFFFFF",
    secondary: "#0B6E5C",
    secondaryHover: "#08554A",
    onSecondary: "#FFFFFF",
    accent: "#F5B700",
    onAccent: "#1B2430",
  },
  text: {
    default: "#1B2430",
    muted: "#4B5563",
    inverse: "#FFFFFF",
    inverseMuted: "#D5DEE8",
    link: "#0A5AA8",
    linkHover: "#08457F",
    inverseLink: "#FFD466",
  },
  surface: {
    page: "#FFFFFF",
    raised: "#FFFFFF",
    subtle: "#F2F5F9",
    inverse: "#0E2A47",
    scrim: "rgba(14, 42, 71, 0.82)",
    backdrop: "rgba(9, 20, 33, 0.6)",
  },
  border: {
    default: "#D0D7E0",
    field: "#6B7280",
    strong: "#1B2430",
  },
  focus: {
    ring: "#0A5AA8",
    ringInverse: "#FFD466",
  },
  feedback: {
    error: "#B42318",
    errorSurface: "#FEF3F2",
    success: "#067647",
    successSurface: "#ECFDF3",
    onFeedback: "#FFFFFF",
  },
  /** The palette of the illustrations, icons and portraits (content's ArtPalette). */
  illustration: {
    /** Dark brand colour: devices, outlines, the banner's deep side. */
    ink: "#0B5394",
    /** Second brand colour: clothing, step discs, compass needle. */
    accent: "#0F766E",
    /** Pale brand tint: backgrounds and discs. */
    tint: "#E0F2FE",
    /** A stronger tint: gradients and accents on the pale backgrounds. */
    tintStrong: "#CCFBF1",
    /** Paper white: screens, highlights. */
    paper: "#FFFFFF",
    /** Neutral grey: laptop base. */
    neutral: "#94A3B8",
    /** Facial features and glasses. */
    line: "#1F2937",
    /** The heart and the recording dot. */
    heart: "#DC2626",
    /** Skin tones, light to dark. */
    skin: ["#F2C6A0", "#C68A5C", "#8D5A3B", "#E0AC82", "#F5D0B5"],
    /** Hair colours. */
    hair: ["#4A3426", "#1F1A17", "#3B2A20", "#9CA3AF", "#B45309"],
    /** The card networks' own colours, for the accepted-cards marks. */
    cardNetworks: { visa: "#1A1F71", mastercard: "#3C3C3C", amex: "#1E6FBA", unionpay: "#0B6E4F" },
  },
} as const;

/** Spacing scale in rem so it follows the visitor's font size. */
export const spacing = {
  none: "0",
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  xxxl: "4rem",
} as const;

export const typography = {
  fontFamily: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.25rem",
    xl: "1.5rem",
    xxl: "2rem",
    display: "2.75rem",
  },
  fontWeight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const;

export const radii = {
  none: "0",
  sm: "0.25rem",
  md: "0.5rem",
  lg: "1rem",
  pill: "999px",
  round: "50%",
} as const;

export const shadows = {
  card: "0 1px 3px rgba(16, 24, 40, 0.12), 0 1px 2px rgba(16, 24, 40, 0.08)",
  raised: "0 8px 24px rgba(16, 24, 40, 0.16)",
  overlay: "0 20px 48px rgba(16, 24, 40, 0.28)",
} as const;

/** Durations from the spec: the side drawer slides in 200 ms, the loading overlay fades in 0.3 s. */
export const motion = {
  drawer: "200ms",
  overlayFade: "0.3s",
  fast: "150ms",
  easing: "ease-in-out",
} as const;

export const zIndex = {
  header: 100,
  floating: 200,
  /** The consent notice: under a drawer or a dialog the visitor opens (the floating button rises above it). */
  notice: 250,
  drawer: 300,
  overlay: 400,
} as const;

export const layout = {
  maxWidth: "75rem",
  /** The plan card of the checkout page has a fixed height (spec §2). */
  checkoutPlanCardHeight: "25em",
  headerHeight: "4.5rem",
  drawerWidth: "18rem",
  noticeMaxWidth: "40rem",
} as const;
