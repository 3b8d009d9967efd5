// The one schema of a site's definition: site.config.ts and brand.json (its JSON form) are checked by it at scaffolding,
// at `dev` and at `build`, and the JSON Schema shipped with the kit is generated from it (ADR 0005). Each section's keys
// are in schema/: the brand, its languages, its offer, its look, its content, its pages, its third parties.
import * as z from "zod";
import { brandFacts } from "./schema/brand.js";
import { contentKeys } from "./schema/content.js";
import { checkIntegrations, integrationKeys } from "./schema/integrations.js";
import { checkLanguages, languageKeys } from "./schema/languages.js";
import { lookKeys } from "./schema/look.js";
import { offerKeys } from "./schema/offer.js";
import { pages } from "./schema/pages.js";

export const siteDefinitionSchema = z
  .strictObject({
    $schema: z.string().optional().describe("The JSON Schema of brand.json, for editors."),
    ...brandFacts,
    ...languageKeys,
    ...offerKeys,
    ...lookKeys,
    ...contentKeys,
    pages: pages
      .optional()
      .describe("Kit pages changed or removed (false), and pages added, by page id."),
    ...integrationKeys,
  })
  .superRefine((definition, context) => {
    checkLanguages(definition, context);
    checkIntegrations(definition, context);
  });

/** site.config.ts and brand.json as written. */
export type SiteDefinitionInput = z.input<typeof siteDefinitionSchema>;

/** A definition the schema accepted, with every key in its place. */
export type SiteDefinition = Omit<z.output<typeof siteDefinitionSchema>, "$schema">;
