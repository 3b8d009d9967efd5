import { describe, expect, it } from "vitest";
import { PARENT_BRAND, parentFacts } from "./parentBrand.js";

describe("parentFacts", () => {
  it("are the parent's name and people on a sister brand's site", () => {
    expect(parentFacts({ name: "Willow Telehealth", team: [{ name: "Ana Beltrán" }] })).toEqual([
      PARENT_BRAND.name,
      ...PARENT_BRAND.people,
    ]);
  });

  it("leave out what the site itself configures: the parent's own site passes its walk", () => {
    expect(
      parentFacts({
        name: PARENT_BRAND.name,
        team: PARENT_BRAND.people.map((name) => ({ name })),
      }),
    ).toEqual([]);
  });
});
