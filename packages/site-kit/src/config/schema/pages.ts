// The kit's pages a site changes or removes, and the pages it adds, by page id.
import * as z from "zod";
import { KIT_PAGE_IDS, NOT_FOUND_ID, REQUIRED_PAGE_IDS } from "../../site/kitPages.js";
import { SECTIONS } from "../../site/storage.js";
import { didYouMean } from "../didYouMean.js";
import { localizedText, matching } from "./formats.js";

const pageText = z.strictObject({
  name: localizedText,
  hero: z.strictObject({ title: localizedText, text: localizedText }),
  banner: z
    .strictObject({ title: localizedText, body: localizedText, button: localizedText.optional() })
    .optional(),
  seo: z.strictObject({ title: localizedText, description: localizedText }),
});

const pageDefinition = z.strictObject({
  /** Route path, e.g. "/benefits"; a kit page keeps its own when omitted. */
  path: matching(/^\/[a-z0-9\-/]*$/, 'must be a lower-case path like "/benefits"').optional(),
  /** The page component's module (default export), relative to the site's root, or to brand.json. */
  component: matching(/\.(tsx|jsx|ts|js)$/, "must be the path of a module (.tsx)").optional(),
  /** The texts of a page the catalogues do not have (placeholders such as {brand} are filled). */
  texts: pageText.optional(),
  /** The nav section the page counts as for the underline (spec §2). */
  section: z.enum(SECTIONS, { error: `must be one of ${SECTIONS.join(", ")}` }).optional(),
  /** Kept out of search results and the sitemap. */
  noindex: z.boolean().optional(),
});

export const pages = z
  .record(
    z.string().regex(/^[a-z0-9-]+$/, "page ids are lower-case words with dashes"),
    z.union([z.literal(false), pageDefinition], {
      error: "must be false (no such page) or a page definition",
    }),
  )
  .superRefine((entries, context) => {
    for (const [id, page] of Object.entries(entries)) {
      const kitPage = KIT_PAGE_IDS.includes(id) || id === NOT_FOUND_ID;
      if (page === false && !kitPage) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: `is not a page of the kit, so it cannot be removed${didYouMean(id, KIT_PAGE_IDS)}`,
        });
      } else if (page === false && (REQUIRED_PAGE_IDS.includes(id) || id === NOT_FOUND_ID)) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: `cannot be removed: the kit's other pages lead to it (removable: ${KIT_PAGE_IDS.filter((kit) => !REQUIRED_PAGE_IDS.includes(kit)).join(", ")})`,
        });
      } else if (page !== false && !kitPage && (!page.path || !page.component)) {
        context.addIssue({
          code: "custom",
          path: [id],
          message: `is not a page of the kit: a new page needs a "path" and a "component"${didYouMean(id, KIT_PAGE_IDS)}`,
        });
      }
    }
  });
