// The theme a site's definition chooses, resolved at build time: the bundle receives the finished theme, not the code
// that derives one from a brand's colours.
import {
  createBrandTheme,
  theme as defaultTheme,
  type MembershipTheme,
} from "@membership/ui/theme";
import type { SiteDefinition } from "../config/defineSiteConfig.js";

/** The theme a definition chooses: a complete theme, one derived from brand colours, or the default. */
export function resolveTheme(definition: SiteDefinition): MembershipTheme {
  const chosen = definition.theme;
  const fontFamily = definition.font?.family;
  if (chosen && "primary" in chosen) {
    const { primary, secondary, accent } = chosen;
    return createBrandTheme({
      primary,
      ...(secondary ? { secondary } : {}),
      ...(accent ? { accent } : {}),
      name: definition.name,
      ...(fontFamily ? { fontFamily } : {}),
    });
  }
  const base = chosen ?? defaultTheme;
  if (!fontFamily) return base;
  const stack = (family: string) => `"${fontFamily}", ${family}`;
  return {
    ...base,
    typography: {
      ...base.typography,
      fontFamily: {
        body: stack(base.typography.fontFamily.body),
        heading: stack(base.typography.fontFamily.heading),
      },
    },
  };
}
