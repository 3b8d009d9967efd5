// The variables a deployment sets to replace the brand facts of its configuration: the schema checks a value for
// each, and config/env.ts reads them.

/** Variables that replace a brand value of the configuration when set (one configuration, many deployments). */
export const BRAND_VARIABLES = [
  "VITE_BRAND_NAME",
  "VITE_SITE_DOMAIN",
  "VITE_SUPPORT_PHONE",
  "VITE_SUPPORT_EMAIL",
  "VITE_MEMBER_PORTAL_URL",
  "VITE_ADDRESS_STREET",
  "VITE_ADDRESS_CITY",
  "VITE_ADDRESS_STATE",
  "VITE_ADDRESS_ZIP",
  "VITE_FACEBOOK_URL",
  "VITE_INSTAGRAM_URL",
] as const;

export type BrandVariable = (typeof BRAND_VARIABLES)[number];
