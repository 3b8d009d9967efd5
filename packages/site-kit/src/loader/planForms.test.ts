import { describe, expect, it } from "vitest";
import { planFormHtml, planFormTypes, withPlanFormShown } from "./planForms.js";

const SLOT_BASIC = '<div data-plan-form="BASIC"><div><p>BASIC</p></div><div>$39.95</div></div>';
const SLOT_PREMIUM =
  '<div data-plan-form="PREMIUM"><div><p>PREMIUM</p></div><div>$49.95</div></div>';
const SLOT_NONE = '<div data-plan-form=""><p>Loading your plan…</p></div>';
const PAGE = `<div id="root"><main>${SLOT_NONE}</main><footer><div>x</div></footer></div>`;
const HTML = `${PAGE}<template data-plan-form="BASIC">${SLOT_BASIC}</template><template data-plan-form="PREMIUM">${SLOT_PREMIUM}</template><script>s</script>`;

describe("planFormHtml", () => {
  it.each([
    ["BASIC", `<main>${SLOT_BASIC}</main><footer><div>x</div></footer>`, SLOT_BASIC],
    ["PREMIUM", `<main>${SLOT_PREMIUM}<div>after</div></main>`, SLOT_PREMIUM],
    ["", PAGE, SLOT_NONE],
  ])("takes the slot of %s, nested divs and all", (type, page, slot) => {
    expect(planFormHtml(page, type)).toBe(slot);
  });

  it("names the plan a render has no form for", () => {
    expect(() => planFormHtml(PAGE, "GOLD")).toThrow('no form for the plan "GOLD"');
  });
});

describe("withPlanFormShown", () => {
  it.each([
    ["BASIC", SLOT_BASIC],
    ["PREMIUM", SLOT_PREMIUM],
  ])(
    "shows %s's form, as the script leaves the page with it stored, and drops the templates",
    (type, slot) => {
      const shown = withPlanFormShown(HTML, type);
      expect(shown).toBe(
        `<div id="root"><main>${slot}</main><footer><div>x</div></footer></div><script>s</script>`,
      );
    },
  );
});

describe("planFormTypes", () => {
  it.each([
    ["a page with two plans' templates", HTML, ["BASIC", "PREMIUM"]],
    ["a page with none (not the payment page)", PAGE, []],
  ])("lists the plans %s has a form for, in its order", (_, html, types) => {
    expect(planFormTypes(html)).toEqual(types);
  });
});
