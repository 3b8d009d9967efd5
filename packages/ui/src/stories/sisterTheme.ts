// A sister brand's theme for the Storybook theme switch: the way another site re-brands.
import { createTheme } from "../theme/theme.js";

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
