// The colours every illustration is drawn with: roles a theme fills, never literals here.
import type { MembershipTheme } from "@membership/ui";

/** ui's `colors.illustration`, whose tokens say what each colour draws. */
export type ArtPalette = MembershipTheme["colors"]["illustration"];
