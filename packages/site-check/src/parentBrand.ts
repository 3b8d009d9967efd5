// The brand the kit was first made for: its name and its people. A sister site that shows them presents another
// company's executives as its own; the smoke walk refuses it. The parent's own site writes them from its configuration
// into parentBrand.generated.ts, so they have one owner.
import { PARENT_BRAND } from "./parentBrand.generated.js";

export type ParentBrand = typeof PARENT_BRAND;

/** The parent brand as its configuration gives it. */
export function readParentBrand(): ParentBrand {
  return PARENT_BRAND;
}

/** The parent's name and people that a site with this name and team must not show (its own left out). */
export function parentFacts(
  parent: ParentBrand,
  site: { name: string; team: readonly { name: string }[] },
): string[] {
  const own = new Set([site.name, ...site.team.map((member) => member.name)]);
  return [parent.name, ...parent.people].filter((fact) => !own.has(fact));
}
