// The brand's own facts (name, domain, support, address, links) and the variables that replace them per deployment.
import * as z from "zod";
import { BRAND_VARIABLE_TABLE, type BrandVariable } from "../brandVariables.js";
import { DOMAIN, httpsUrl, matching, text, US_PHONE } from "./formats.js";

const address = z.strictObject({
  street: text,
  city: text,
  state: matching(/^[A-Z]{2}$/, 'must be a two-letter state code like "FL"'),
  zip: matching(/^\d{5}(-\d{4})?$/, 'must be a ZIP code like "32801"'),
});

/** The brand's own facts: shown, dialled, written to, linked. */
export const brandFacts = {
  name: text.describe("The brand, as shown."),
  domain: matching(
    DOMAIN,
    'must be a host name without scheme or path, like "example.com"',
  ).describe("Host name without scheme, e.g. example.com."),
  supportPhone: matching(
    US_PHONE,
    'must be a US phone number of 10 digits, like "(800) 555-0100"',
  ).describe("Shown as written, dialled as its digits."),
  supportEmail: z
    .email({ error: 'must be an e-mail address like "support@example.com"' })
    .describe("The support e-mail address."),
  address: address.optional().describe("The business address in the footer and the policies."),
  memberPortalUrl: httpsUrl.optional().describe("Where LOGIN goes (a new tab)."),
  social: z.strictObject({ facebookUrl: httpsUrl, instagramUrl: httpsUrl }).optional(),
  legalName: text
    .optional()
    .describe("The legal entity the policies name; the brand's name by default."),
};

export const BRAND_FACT_KEYS = Object.keys(brandFacts) as (keyof typeof brandFacts)[];

/** The format of a brand fact, which the variable that replaces it is checked in. */
function factFormat([fact, part]: readonly string[]): z.ZodType {
  const schema: z.ZodType = brandFacts[fact as keyof typeof brandFacts];
  const given = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return part === undefined ? given : (given as z.ZodObject).shape[part];
}

/** The format of each brand variable's value: that of the definition's key it replaces. */
export const brandVariableSchemas = Object.fromEntries(
  BRAND_VARIABLE_TABLE.map(({ name, key }) => [name, factFormat(key)]),
) as Record<BrandVariable, z.ZodType>;
