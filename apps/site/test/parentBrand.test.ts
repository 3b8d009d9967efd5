// This site is the parent brand whose name and people no sister site may show: site-check's list follows this site.
import { PARENT_BRAND } from "@membership/site-check";
import { describe, expect, it } from "vitest";
import definition from "../site.config.ts";

describe("the parent brand the smoke walk refuses on sister sites", () => {
  it("is this site's name and its six people", () => {
    expect(PARENT_BRAND.name).toBe(definition.name);
    expect(PARENT_BRAND.people).toEqual(definition.team.map((member) => member.name));
  });
});
