// The five policy pages, by route slug.
export const policySlugs = [
  "privacy-policy",
  "refund-policy",
  "terms-of-service",
  "security-policy",
  "delivery-policy",
] as const;

export type PolicySlug = (typeof policySlugs)[number];

/** Shown on the security and delivery pages. */
export const policiesLastUpdated = "10/03/2024";
