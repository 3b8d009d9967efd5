import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../test/memoryStorage.js";
import {
  buyPlan,
  clearSection,
  clearSessionStorage,
  deleteProduct,
  deleteTerms,
  parseStoredPlan,
  readProduct,
  readSection,
  readTermsAccepted,
  type StoredPlan,
  saveProduct,
  saveSection,
  saveTermsAccepted,
  storedPlanEntry,
  subscribeToStorage,
} from "./storage.js";

const basicPlan: StoredPlan = {
  subscriptionType: "BASIC",
  subscriptionPrice: "39.95",
  subscriptionTrialInfo: "Trial for 30 days at",
  subscriptionTrialPrice: "3.29",
  subscriptionDescription: "Monthly",
  subscriptionButtonText: "Buy",
};

let session: MemoryStorage;
let local: MemoryStorage;

beforeEach(() => {
  session = new MemoryStorage();
  local = new MemoryStorage();
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("localStorage", local);
});

afterEach(() => {
  // Forget what a blocked storage left in memory, so every test starts empty.
  clearSessionStorage();
  deleteTerms();
  vi.unstubAllGlobals();
});

describe("product", () => {
  it("round-trips the plan record through session storage under 'subscription'", () => {
    expect(saveProduct(basicPlan)).toBe(true);
    expect(JSON.parse(session.getItem("subscription") ?? "")).toEqual(basicPlan);
    expect(readProduct()).toEqual(basicPlan);
  });

  it("reads the plan of the entry a check sets before opening /checkout", () => {
    session.setItem(...storedPlanEntry("PREMIUM"));
    expect(readProduct(["BASIC", "PREMIUM"])).toEqual({ subscriptionType: "PREMIUM" });
  });

  it("reads nothing once deleted", () => {
    saveProduct(basicPlan);
    deleteProduct();
    expect(readProduct()).toBeNull();
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{not json"],
    ["JSON null", "null"],
    ["an array", "[]"],
    ["a string", '"BASIC"'],
    ["no plan type", JSON.stringify({ subscriptionPrice: "$39.95" })],
    ["a blank plan type", JSON.stringify({ subscriptionType: "  " })],
  ])("reads null when the stored value is %s", (_label, raw) => {
    if (raw !== null) session.setItem("subscription", raw);
    expect(readProduct()).toBeNull();
  });

  it("reads null for a plan type the site does not sell", () => {
    session.setItem("subscription", JSON.stringify({ ...basicPlan, subscriptionType: "GOLD" }));
    expect(readProduct(["BASIC", "PREMIUM"])).toBeNull();
    expect(readProduct(["GOLD"])?.subscriptionType).toBe("GOLD");
  });

  it("keeps the known fields of a valid record and drops the rest", () => {
    const stored = { ...basicPlan, subscriptionType: "PREMIUM", injected: "<script>" };
    expect(parseStoredPlan(stored)).toEqual({ ...basicPlan, subscriptionType: "PREMIUM" });
  });

  it.each([
    [{ subscriptionType: "basic" }, ["BASIC", "PREMIUM"], "BASIC"],
    [{ subscriptionType: " PREMIUM ", subscriptionPrice: 49.95 }, ["BASIC", "PREMIUM"], "PREMIUM"],
    [{ subscriptionType: "FAMILY PLUS" }, ["family plus"], "family plus"],
    [{ subscriptionType: "family plus" }, ["family plus"], "family plus"],
  ])(
    "reads the type of %j as the configured one of %j, and only text fields",
    (stored, known, type) => {
      expect(parseStoredPlan(stored, known)).toEqual({ subscriptionType: type });
    },
  );
});

describe("when storage is blocked or absent", () => {
  it("never throws when every storage call throws, and keeps what it could not store for this page", () => {
    session.blocked = true;
    local.blocked = true;
    expect(readProduct()).toBeNull();
    expect(saveProduct(basicPlan)).toBe(false);
    expect(readProduct()).toEqual(basicPlan);
    expect(() => deleteProduct()).not.toThrow();
    expect(readProduct()).toBeNull();
    expect(saveTermsAccepted(true)).toBe(false);
    expect(readTermsAccepted()).toBe(true);
    expect(() => deleteTerms()).not.toThrow();
    expect(readTermsAccepted()).toBe(false);
    expect(saveSection("price")).toBe(false);
    expect(readSection()).toBe("price");
    expect(() => clearSection()).not.toThrow();
    expect(readSection()).toBeNull();
    saveSection("price");
    expect(() => clearSessionStorage()).not.toThrow();
    expect(readSection()).toBeNull();
  });

  it("keeps the newest plan in memory when a full storage refuses it, and stores again once there is room", () => {
    saveProduct(basicPlan);
    const premium = { ...basicPlan, subscriptionType: "PREMIUM" } as const;
    const setItem = vi.spyOn(session, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(saveProduct(premium)).toBe(false);
    expect(readProduct()).toEqual(premium);
    setItem.mockRestore();
    expect(saveProduct(basicPlan)).toBe(true);
    expect(readProduct()).toEqual(basicPlan);
    expect(JSON.parse(session.getItem("subscription") ?? "")).toEqual(basicPlan);
  });

  it("never throws when reading the storage property itself throws", () => {
    // Browsers with storage disabled throw from the window.sessionStorage getter itself.
    Object.defineProperty(globalThis, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    expect(readProduct()).toBeNull();
    expect(saveProduct(basicPlan)).toBe(false);
    expect(readSection()).toBeNull();
    expect(() => clearSessionStorage()).not.toThrow();
    expect(readProduct()).toBeNull();
  });

  it("reads as empty where there is no storage at all (server render)", () => {
    vi.stubGlobal("sessionStorage", undefined);
    vi.stubGlobal("localStorage", undefined);
    expect(readProduct()).toBeNull();
    expect(readSection()).toBeNull();
    expect(readTermsAccepted()).toBe(false);
  });
});

describe("terms", () => {
  it.each([
    [true, "true"],
    [false, "false"],
  ])("stores %s as '%s' in local storage", (accepted, stored) => {
    saveTermsAccepted(accepted);
    expect(local.getItem("terms")).toBe(stored);
    expect(readTermsAccepted()).toBe(accepted);
  });

  it.each([["yes"], ["TRUE"], ["1"]])("reads %s as not accepted", (stored) => {
    local.setItem("terms", stored);
    expect(readTermsAccepted()).toBe(false);
  });

  it("reads not accepted once deleted", () => {
    saveTermsAccepted(true);
    deleteTerms();
    expect(local.getItem("terms")).toBeNull();
    expect(readTermsAccepted()).toBe(false);
  });
});

describe("section", () => {
  it.each(["home", "price", "about-us", "contact"] as const)("round-trips %s", (section) => {
    saveSection(section);
    expect(session.getItem("section")).toBe(section);
    expect(readSection()).toBe(section);
  });

  it("reads null for an unknown stored value", () => {
    session.setItem("section", "checkout");
    expect(readSection()).toBeNull();
  });

  it("reads null once cleared", () => {
    saveSection("price");
    clearSection();
    expect(readSection()).toBeNull();
  });
});

describe("clearSessionStorage", () => {
  it("empties session storage and leaves the terms flag in local storage", () => {
    saveProduct(basicPlan);
    saveSection("price");
    saveTermsAccepted(true);
    clearSessionStorage();
    expect(session.length).toBe(0);
    expect(readTermsAccepted()).toBe(true);
  });
});

describe("buyPlan", () => {
  it("stores the plan, sets the section to price and opens the checkout", () => {
    const navigate = vi.fn();
    buyPlan({ ...basicPlan, subscriptionType: "PREMIUM", subscriptionPrice: "49.95" }, navigate);
    expect(readProduct()).toEqual({
      ...basicPlan,
      subscriptionType: "PREMIUM",
      subscriptionPrice: "49.95",
    });
    expect(readSection()).toBe("price");
    expect(navigate).toHaveBeenCalledOnce();
  });

  it("replaces a plan chosen earlier", () => {
    buyPlan(basicPlan, vi.fn());
    buyPlan({ ...basicPlan, subscriptionType: "PREMIUM" }, vi.fn());
    expect(readProduct()?.subscriptionType).toBe("PREMIUM");
  });
});

describe("subscribeToStorage", () => {
  it.each([
    ["saveProduct", () => saveProduct(basicPlan)],
    ["deleteProduct", deleteProduct],
    ["saveTermsAccepted", () => saveTermsAccepted(true)],
    ["deleteTerms", deleteTerms],
    ["saveSection", () => saveSection("home")],
    ["clearSection", clearSection],
    ["clearSessionStorage", clearSessionStorage],
  ])("tells every subscriber after %s, so a page on screen re-reads", (_name, change) => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStorage(listener);
    change();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    change();
    expect(listener).toHaveBeenCalledOnce();
  });

  it("tells subscribers after a write that storage refused and memory kept", () => {
    session.blocked = true;
    const listener = vi.fn(() => readProduct());
    const unsubscribe = subscribeToStorage(listener);
    saveProduct(basicPlan);
    expect(listener).toHaveLastReturnedWith(basicPlan);
    unsubscribe();
  });
});
