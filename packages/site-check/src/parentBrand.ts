// The brand the kit was first made for (apps/site in the kit's repository): its name and its people. A sister site
// that shows them presents another company's executives as its own; the smoke walk refuses it. apps/site's tests
// keep this list equal to its site.config.ts.

export const PARENT_BRAND = {
  name: "Telehealth Membership (sandbox)",
  people: [
    "Daniel Whitmore",
    "Priya Raman",
    "Marcus Bell",
    "Elena Navarro",
    "Gregory Lang",
    "Hannah Brooks",
  ],
} as const;

/** The parent's name and people that a site with this name and team must not show (its own left out). */
export function parentFacts(site: { name: string; team: readonly { name: string }[] }): string[] {
  const own = new Set([site.name, ...site.team.map((member) => member.name)]);
  return [PARENT_BRAND.name, ...PARENT_BRAND.people].filter((fact) => !own.has(fact));
}
