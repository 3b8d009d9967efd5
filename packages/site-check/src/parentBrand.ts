// The brand the kit was first made for: its name and its people. A sister site that shows them presents another
// company's executives as its own; the smoke walk refuses it. The build derives them from that brand's own
// configuration (scripts/parent-brand.ts), so they have one owner.
import { readFileSync } from "node:fs";

export interface ParentBrand {
  name: string;
  people: readonly string[];
}

/** The parent brand as this package's build recorded it (the same path from src/ and from dist/). */
export function readParentBrand(): ParentBrand {
  return JSON.parse(readFileSync(new URL("../dist/parent-brand.json", import.meta.url), "utf8"));
}

/** The parent's name and people that a site with this name and team must not show (its own left out). */
export function parentFacts(
  parent: ParentBrand,
  site: { name: string; team: readonly { name: string }[] },
): string[] {
  const own = new Set([site.name, ...site.team.map((member) => member.name)]);
  return [parent.name, ...parent.people].filter((fact) => !own.has(fact));
}
