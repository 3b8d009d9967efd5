// What the brand shows on its pages besides the catalogues: its people, benefits, cards, steps, links and texts.
import * as z from "zod";
import { httpsUrl, imageFile, localizedText, matching, svgFile, text } from "./formats.js";

/** A link of the nav or the footer: a path of the site ("/faq") or a full URL. */
const link = z.strictObject({
  label: localizedText,
  href: z.union([matching(/^\/[a-z0-9\-/]*$/, "must be a path of the site"), httpsUrl], {
    error: 'must be a path of the site like "/faq" or a full URL like "https://…"',
  }),
});

/** The keys of the brand's content. */
export const contentKeys = {
  team: z
    .array(
      z.strictObject({
        name: text,
        title: localizedText,
        photo: imageFile.describe(
          "An image file; shown 144 px square, the name as its alternative text.",
        ),
      }),
    )
    .optional()
    .describe("The brand's people on the About page; no team section when absent."),
  benefits: z
    .array(
      z.strictObject({
        title: localizedText,
        description: localizedText,
        icon: svgFile.optional().describe("An SVG file; a default icon when absent."),
      }),
    )
    .min(1, "must list at least one benefit")
    .optional()
    .describe("The benefit cards of the home page; the specification's ten when absent."),
  heroCards: z
    .array(z.strictObject({ title: localizedText, text: localizedText }))
    .min(1, "must list at least one card")
    .max(6, "must list at most six cards")
    .optional()
    .describe("The home page's cards under its hero."),
  howItWorksSteps: z
    .array(localizedText)
    .min(1, "must list at least one step")
    .max(8, "must list at most eight steps")
    .optional()
    .describe("The home page's how-it-works steps."),
  navLinks: z
    .array(link)
    .max(3, "must list at most three links")
    .optional()
    .describe("Links added to the header's nav."),
  footerLinks: z.array(link).optional().describe("Links added to the footer's links."),
  texts: z
    .record(z.string(), localizedText)
    .optional()
    .describe('Catalogue texts replaced by key, e.g. { "pages.home.hero.title": "…" }.'),
};
