// The six team cards; the names are invented, the job titles are the spec's.
import { portrait } from "./images/portraits.js";

export interface TeamMember {
  name: string;
  jobTitle: string;
  /** SVG data URI. */
  photo: string;
  photoAlt: string;
}

function member(name: string, jobTitle: string, look: Parameters<typeof portrait>[1]): TeamMember {
  return {
    name,
    jobTitle,
    photo: portrait(name, look),
    photoAlt: `Illustrated portrait of ${name}`,
  };
}

export const team: readonly TeamMember[] = [
  member("Daniel Whitmore", "Founder and CEO", {
    skin: "#f2c6a0",
    hair: "#6b4f3a",
    hairStyle: "short",
    shirt: "#1e3a8a",
    backdrop: "#dbeafe",
  }),
  member("Priya Raman", "Co-founder and CTO", {
    skin: "#c68a5c",
    hair: "#1f1a17",
    hairStyle: "long",
    shirt: "#0f766e",
    backdrop: "#ccfbf1",
    glasses: true,
  }),
  member("Marcus Bell", "Co-founder and Chief Security Officer", {
    skin: "#8d5a3b",
    hair: "#1f1a17",
    hairStyle: "curly",
    shirt: "#334155",
    backdrop: "#e2e8f0",
  }),
  member("Elena Navarro", "Partner and Executive VP", {
    skin: "#e0ac82",
    hair: "#3b2a20",
    hairStyle: "bun",
    shirt: "#9d174d",
    backdrop: "#fce7f3",
  }),
  member("Gregory Lang", "Senior VP Sales", {
    skin: "#f5d0b5",
    hair: "#9ca3af",
    hairStyle: "receding",
    shirt: "#b45309",
    backdrop: "#fef3c7",
    glasses: true,
  }),
  member("Hannah Brooks", "VP Clinical Operations", {
    skin: "#f2c6a0",
    hair: "#b45309",
    hairStyle: "long",
    shirt: "#0369a1",
    backdrop: "#e0f2fe",
  }),
];
