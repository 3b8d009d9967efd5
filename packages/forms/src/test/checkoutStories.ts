// What the checkout form's stories share: a visitor's entries, the pending-order stores a site may hand it, and the
// steps to a purchase.
import { fn } from "storybook/test";
import type { PendingOrderStore } from "../pendingOrder.js";

export const validEntries = {
  "Card number": "4111111111111111",
  CVV: "123",
  "Expiration date": "08-27",
  "First name": "Jane",
  "Last name": "Doe",
  Address: "100 Ocean Drive",
  "Address 2": "Apt 4",
  City: "Miami",
  State: "Florida",
  "Zip code": "33139",
  Email: "jane@example.com",
  "Phone number": "3055550100",
};

/** A card mark as a data URL, standing in for the site's accepted-card art. */
export const cardMark = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 38"><rect width="60" height="38" rx="5" fill="${fill}"/><text x="30" y="24" text-anchor="middle" font-family="Arial" font-size="12" font-weight="700" fill="white">${text}</text></svg>`,
  )}`;

/** An order of BASIC sent before a reload, its outcome unknown. */
export const pendingBeforeReload: PendingOrderStore = {
  read: () => ({
    plan: "BASIC",
    trialPrice: "$3.29",
    sentAt: Date.now() - 60_000,
    cardLast4: "1111",
    idempotencyKey: "order-sent-before-the-reload",
    outcome: "unknown",
  }),
  write: fn(() => true),
  clear: fn(),
};

/** An order of BASIC charged a few minutes ago in another tab. */
export const chargedInAnotherTab: PendingOrderStore = {
  read: () => ({
    plan: "BASIC",
    trialPrice: "$3.29",
    sentAt: Date.now() - 120_000,
    cardLast4: "1111",
    idempotencyKey: "order-charged-in-another-tab",
    outcome: "charged",
  }),
  write: fn(() => true),
  clear: fn(),
};

/** A browser that blocks storage: nothing kept, nothing durable. */
export const storageBlocked: PendingOrderStore = {
  read: () => null,
  write: fn(() => false),
  clear: fn(),
  durable: () => false,
};
