// The variables a deployment sets to replace the brand facts of its configuration (one configuration, many
// deployments), in one table: the definition's key each replaces and its line in .env.example. The schema checks each
// value in its key's format (schema/brand.ts), env.ts puts them in place, envExample.ts documents them.

export interface BrandVariableEntry {
  name: `VITE_${string}`;
  /** The brand fact it replaces: a key of the definition, or a key and one of its parts (`address.zip`). */
  key: readonly [string] | readonly [string, string];
  /** Its comment in .env.example, written once above a group of variables. */
  doc?: string;
}

export const BRAND_VARIABLE_TABLE = [
  {
    name: "VITE_BRAND_NAME",
    key: ["name"],
    doc: "Brand values shown on the pages and sent with the backend calls; unset, the ones in site.config.ts.",
  },
  {
    name: "VITE_SUPPORT_PHONE",
    key: ["supportPhone"],
    doc: "Support phone, digits as dialled (shown formatted, used for tel: links). Spec: {phone}.",
  },
  {
    name: "VITE_SUPPORT_EMAIL",
    key: ["supportEmail"],
    doc: "Support e-mail address. Spec: {email}.",
  },
  {
    name: "VITE_SITE_DOMAIN",
    key: ["domain"],
    doc:
      "Host name without scheme: the relay `website`, the order `domain` and the cancellation `web_url`.\n" +
      "Also the site's public address in canonical URLs, Open Graph tags, JSON-LD, robots.txt and sitemap.xml:\n" +
      "a bare host (example.com) becomes https://example.com/PATH; a value with a scheme (http://127.0.0.1:4173) is kept.",
  },
  {
    name: "VITE_MEMBER_PORTAL_URL",
    key: ["memberPortalUrl"],
    doc: "Member portal that LOGIN opens in a new tab.",
  },
  {
    name: "VITE_ADDRESS_STREET",
    key: ["address", "street"],
    doc: "Business address in the footer (state as a two-letter code).",
  },
  { name: "VITE_ADDRESS_CITY", key: ["address", "city"] },
  { name: "VITE_ADDRESS_STATE", key: ["address", "state"] },
  { name: "VITE_ADDRESS_ZIP", key: ["address", "zip"] },
  {
    name: "VITE_FACEBOOK_URL",
    key: ["social", "facebookUrl"],
    doc: "The two social profiles of the header and footer.",
  },
  { name: "VITE_INSTAGRAM_URL", key: ["social", "instagramUrl"] },
] as const satisfies readonly BrandVariableEntry[];

export type BrandVariable = (typeof BRAND_VARIABLE_TABLE)[number]["name"];

/** Every brand variable's name. */
export const BRAND_VARIABLES: readonly BrandVariable[] = BRAND_VARIABLE_TABLE.map(
  (entry) => entry.name,
);

/** The configured value a variable replaces, "" where the configuration has none. */
export function configuredBrandValue(
  brand: Readonly<Record<string, unknown>>,
  [fact, part]: BrandVariableEntry["key"],
): string {
  const value = brand[fact];
  const shown = part === undefined ? value : (value as Record<string, unknown> | undefined)?.[part];
  return typeof shown === "string" ? shown : "";
}
