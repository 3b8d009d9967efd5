// What tests, smoke walks and benchmarks type into a site's checkout to buy with the sandbox's approved card.
import { APPROVED_TEST_CARD } from "./cards.ts";

/** A card expiry two years ahead, as the checkout asks it (mm-yy) and as the order carries it, so tests never age. */
export function testCardExpiry(now = new Date()): { text: string; month: string; year: string } {
  const year = now.getFullYear() + 2;
  return { text: `08-${String(year % 100).padStart(2, "0")}`, month: "08", year: String(year) };
}

/** The checkout's entries by its fields' names (the same in every language): the approved card and a buyer in Florida. */
export function testCheckoutEntries(now = new Date()) {
  return {
    cardNumber: APPROVED_TEST_CARD,
    fcvv: "123",
    expDate: testCardExpiry(now).text,
    firstName: "Ada",
    lastName: "Lovelace",
    address: "1 Ocean Drive",
    addressApt: "Apt 4",
    city: "Miami",
    /** The option's label and value. */
    state: "Florida",
    zipCode: "33101",
    email: "ada@example.com",
    phoneNumber: "3055550123",
  } as const;
}
