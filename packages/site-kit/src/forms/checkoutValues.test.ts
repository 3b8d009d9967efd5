import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSessionStorage } from "../site/storage.js";
import { MemoryStorage } from "../test/memoryStorage.js";
import { readCheckoutValues, saveCheckoutValues } from "./checkoutValues.js";

let session: MemoryStorage;

beforeEach(() => {
  session = new MemoryStorage();
  vi.stubGlobal("sessionStorage", session);
});

afterEach(() => {
  clearSessionStorage();
  vi.unstubAllGlobals();
});

describe("checkout values", () => {
  const billing = {
    firstName: "Ada",
    lastName: "Lovelace",
    address: "1 Ocean Drive",
    addressApt: "Apt 4",
    city: "Miami",
    state: "Florida",
    zipCode: "33101",
    email: "ada@example.com",
    phoneNumber: "3055550100",
  };

  it("round-trips the billing values through session storage under 'checkoutValues'", () => {
    saveCheckoutValues(billing);
    expect(JSON.parse(session.getItem("checkoutValues") ?? "null")).toEqual(billing);
    expect(readCheckoutValues()).toEqual(billing);
  });

  it("never stores the card number, expiry or CVV, whatever it is handed", () => {
    const withCard = { ...billing, cardNumber: "4111111111111111", expDate: "12-29", fcvv: "123" };
    saveCheckoutValues(withCard);
    const stored = session.getItem("checkoutValues") ?? "";
    for (const secret of ["4111111111111111", "12-29", '123"', "cardNumber", "fcvv"]) {
      expect(stored).not.toContain(secret);
    }
  });

  it.each([
    ["not json"],
    ["[1,2]"],
    ['{"firstName":7,"city":"Miami","cardNumber":"4111111111111111"}'],
  ])("reads only text of kept fields from %s", (stored) => {
    session.setItem("checkoutValues", stored);
    expect(readCheckoutValues()).toEqual(stored.includes("Miami") ? { city: "Miami" } : {});
  });

  it("goes with the rest of the visit's session storage", () => {
    saveCheckoutValues(billing);
    clearSessionStorage();
    expect(readCheckoutValues()).toEqual({});
  });
});
