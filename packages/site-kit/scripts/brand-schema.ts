// Writes dist/brand.schema.json, the JSON Schema of brand.json, from the one schema the kit checks definitions with.
import { writeFileSync } from "node:fs";
import * as z from "zod";
import { themeSchema } from "../dist/config/schema/look.js";
import { siteDefinitionSchema } from "../dist/config/schema.js";

const schema = z.toJSONSchema(siteDefinitionSchema, {
  io: "input",
  unrepresentable: "any",
  // A complete ui theme is for site.config.ts only: brand.json gives colours.
  override: ({ zodSchema, jsonSchema }) => {
    if (zodSchema === themeSchema && Array.isArray(jsonSchema.anyOf)) {
      const [colours] = jsonSchema.anyOf;
      delete jsonSchema.anyOf;
      Object.assign(jsonSchema, colours);
    }
  },
});
writeFileSync(
  new URL("../dist/brand.schema.json", import.meta.url),
  `${JSON.stringify({ ...schema, title: "brand.json: a membership site's definition (@membership/site-kit)" }, null, 2)}\n`,
);
