// How the brand looks: its colours (or a complete theme), its logo and its font.
import type { MembershipTheme } from "@membership/ui/theme";
import * as z from "zod";
import { colour, matching, svgFile, text } from "./formats.js";

const fontFile = matching(/\.(woff2?|ttf|otf)$/i, "must be the path of a font file (.woff2)");

const font = z
  .strictObject({
    family: text,
    /** One file: `{ "family": "Nunito", "file": "fonts/nunito.woff2" }`. */
    file: fontFile.optional(),
    files: z
      .array(
        z.strictObject({
          src: fontFile,
          weight: text.optional(),
          style: z.enum(["normal", "italic"]).optional(),
        }),
      )
      .min(1)
      .optional(),
  })
  .refine((face) => (face.file === undefined) !== (face.files === undefined), {
    message: 'needs "file" or "files", not both',
  })
  .transform(({ family, file, files }) => ({
    family,
    files: files ?? [{ src: file ?? "" }],
  }));

/** A brand's three colours, from which the kit derives every colour role. */
const brandColours = z.strictObject({
  primary: colour,
  secondary: colour.optional(),
  accent: colour.optional(),
});

/** A complete ui theme (site.config.ts only): taken as it is. */
const completeTheme = z.custom<MembershipTheme>(
  (value) =>
    typeof value === "object" &&
    value !== null &&
    "colors" in value &&
    "typography" in value &&
    "spacing" in value,
  'must be brand colours like { primary: "#6B1FA2" } or a complete theme',
);
export const themeSchema = z.union([brandColours, completeTheme]);

/** The keys of the look. */
export const lookKeys = {
  theme: themeSchema.optional().describe("The brand's colours; the kit derives the whole theme."),
  logo: svgFile
    .optional()
    .describe("An SVG file: the header's logo, the favicon and the app icons."),
  font: font.optional().describe("A self-hosted font: its family and its files."),
};
