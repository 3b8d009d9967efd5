import { describe, expect, it } from "vitest";
import { parseBrand, slugOf } from "./brand.js";

const valid = {
  name: "Willow Telehealth",
  domain: "willow.example",
  supportPhone: "(888) 555-0142",
  supportEmail: "care@willow.example",
  locale: "en-US",
  plans: [{ type: "ESSENTIAL", price: "24.95" }],
  trial: { price: "1.49", days: 14 },
  theme: { primary: "#6B1FA2" },
};

describe("parseBrand", () => {
  it("accepts the keys the README documents", () => {
    expect(parseBrand(valid)).toEqual({ brand: valid });
  });

  it.each([
    [{ ...valid, name: " " }, '"name" is required.'],
    [{ ...valid, locale: "fr-FR" }, '"locale" "fr-FR" has no catalogue; use one of en-US'],
    [{ ...valid, plans: [] }, '"plans" must list one to four plans'],
    [{ ...valid, plans: Array(5).fill(valid.plans[0]) }, '"plans" must list one to four plans'],
    [
      { ...valid, plans: [{ type: "GOLD", price: "free" }] },
      'plan GOLD needs a "price" in dollars',
    ],
    [{ ...valid, plans: [{ type: "<b>", price: "1" }] }, 'needs a "type" of letters'],
    [{ ...valid, trial: { price: "1.49", days: 0 } }, '"trial" must be'],
    [{ ...valid, theme: { primary: "purple" } }, '"theme" needs a "primary" colour'],
    [
      { ...valid, theme: { primary: "#6B1FA2", accent: "#fff" } },
      '"theme.accent" must be a colour',
    ],
    [
      { ...valid, theme: { primary: "#6B1FA2", logo: "logo.png" } },
      '"theme.logo" must be the path of an SVG',
    ],
    [[], "brand.json must hold one object."],
  ])("refuses %j naming the mistake", (brand, problem) => {
    const result = parseBrand(brand);
    expect("problems" in result && result.problems.join("\n")).toContain(problem);
  });
});

describe("slugOf", () => {
  it.each([
    ["Willow Telehealth", "willow-telehealth"],
    ["  Café  Santé! ", "cafe-sante"],
    ["***", "membership-site"],
  ])("names the site of %j %j", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});
