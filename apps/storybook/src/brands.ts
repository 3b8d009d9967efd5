// The brands the toolbar switches between: the default theme and a sister site's, re-branded the way another site would.
import { createTheme, type MembershipTheme, theme } from "@membership/ui";

export const sisterTheme = createTheme({
  name: "sister",
  colors: {
    brand: {
      primary: "#5B2A86",
      primaryHover: "#44206A",
      secondary: "#7A3E00",
      secondaryHover: "#5E3000",
      accent: "#F29E4C",
      onAccent: "#1B1B1B",
    },
    text: { link: "#5B2A86", linkHover: "#44206A" },
    surface: { inverse: "#2A1240", scrim: "rgba(42, 18, 64, 0.85)" },
    focus: { ring: "#5B2A86" },
  },
  radii: { md: "0.25rem", lg: "0.5rem", pill: "0.5rem" },
});

export interface Brand {
  /** The toolbar's value, also the `theme` global in a story URL (`&globals=theme:sister`). */
  id: string;
  title: string;
  theme: MembershipTheme;
}

export const brands = [
  { id: "default", title: "Default brand", theme },
  { id: "sister", title: "Sister brand", theme: sisterTheme },
] as const satisfies readonly Brand[];

export const defaultBrand = brands[0];
