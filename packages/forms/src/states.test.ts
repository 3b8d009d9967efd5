import { describe, expect, it } from "vitest";
import { isStateName, stateNames, usStates } from "./states.js";
import { validateField } from "./test/validate.js";

describe("usStates", () => {
  it("lists the 50 states and the District of Columbia", () => {
    expect(usStates).toHaveLength(51);
    expect(usStates).toContainEqual({ code: "DC", name: "District of Columbia" });
    expect(usStates).toContainEqual({ code: "FL", name: "Florida" });
    expect(usStates).toContainEqual({ code: "WY", name: "Wyoming" });
  });

  it("has unique two-letter codes and unique names", () => {
    const codes = usStates.map((state) => state.code);
    expect(new Set(codes).size).toBe(51);
    expect(new Set(stateNames).size).toBe(51);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("offers full names as the form values", () => {
    expect(stateNames).toEqual(usStates.map((state) => state.name));
    expect(stateNames).toContain("New Hampshire");
    expect(isStateName("New Hampshire")).toBe(true);
    expect(isStateName("NH")).toBe(false);
    expect(validateField("checkout", "state", "Texas")).toBeUndefined();
    expect(validateField("checkout", "state", "TX")).toBe("Please select a valid state");
  });
});
