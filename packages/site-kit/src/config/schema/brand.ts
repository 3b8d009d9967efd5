// The brand's own facts (name, domain, support, address, links) and the variables that replace them per deployment.
import * as z from "zod";
import type { BrandVariable } from "../brandVariables.js";
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

/** The format of each brand variable's value (env.ts's BRAND_VARIABLES): that of the definition's key it replaces. */
export const brandVariableSchemas = {
  VITE_BRAND_NAME: brandFacts.name,
  VITE_SITE_DOMAIN: brandFacts.domain,
  VITE_SUPPORT_PHONE: brandFacts.supportPhone,
  VITE_SUPPORT_EMAIL: brandFacts.supportEmail,
  VITE_MEMBER_PORTAL_URL: httpsUrl,
  VITE_ADDRESS_STREET: address.shape.street,
  VITE_ADDRESS_CITY: address.shape.city,
  VITE_ADDRESS_STATE: address.shape.state,
  VITE_ADDRESS_ZIP: address.shape.zip,
  VITE_FACEBOOK_URL: httpsUrl,
  VITE_INSTAGRAM_URL: httpsUrl,
} as const satisfies Record<BrandVariable, z.ZodType>;
