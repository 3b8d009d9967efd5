// Written by `pnpm --filter site parent-brand` from the parent brand's configuration (apps/site/site.config.ts).
export const PARENT_BRAND = {
  "name": "Telehealth Membership (sandbox)",
  "people": [
    "Daniel Whitmore",
    "Priya Raman",
    "Marcus Bell",
    "Elena Navarro",
    "Gregory Lang",
    "Hannah Brooks"
  ]
};
