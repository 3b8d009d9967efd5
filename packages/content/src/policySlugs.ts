// The five policy pages, by route slug and page id.
export const policySlugs = [
  "privacy-policy",
  "refund-policy",
  "terms-of-service",
  "security-policy",
  "delivery-policy",
] as const;

export type PolicySlug = (typeof policySlugs)[number];
