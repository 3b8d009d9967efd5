import type { PendingOrder } from "@membership/forms";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deletePendingOrder } from "../site/storage.js";
import { type CookieJar, cookieJar } from "../test/cookieJar.js";
import { MemoryStorage } from "../test/memoryStorage.js";
import { browserPendingOrders } from "./pendingOrders.js";

let local: MemoryStorage;
let cookies: CookieJar;

beforeEach(() => {
  local = new MemoryStorage();
  cookies = cookieJar();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("document", cookies.document);
});

afterEach(() => {
  local.blocked = false;
  deletePendingOrder();
  vi.unstubAllGlobals();
});

const order: PendingOrder = {
  plan: "BASIC",
  trialPrice: "$3.29",
  sentAt: 1_000,
  cardLast4: "1111",
  idempotencyKey: "key-1",
  outcome: "unknown",
};

describe("browserPendingOrders", () => {
  it("keeps the order in local storage, which every tab shares, and sets no cookie", () => {
    const store = browserPendingOrders(["/checkout", "/es/checkout"]);
    expect(store.durable?.()).toBe(true);
    expect(store.write(order)).toBe(true);
    expect(JSON.parse(local.getItem("pendingOrder") ?? "null")).toEqual(order);
    expect(cookies.written).toEqual([]);
    expect(browserPendingOrders(["/checkout"]).read()).toEqual(order);
  });

  it("with storage blocked says so, and keeps the order in a session cookie of each payment page's path", () => {
    local.blocked = true;
    const store = browserPendingOrders(["/checkout", "/es/checkout"]);
    expect(store.durable?.()).toBe(false);
    expect(store.write(order)).toBe(false);
    expect(cookies.written).toEqual([
      expect.stringMatching(/^pendingOrder=.+; Path=\/checkout; SameSite=Strict$/),
      expect.stringMatching(/^pendingOrder=.+; Path=\/es\/checkout; SameSite=Strict$/),
    ]);
    // What a reload finds: the cookie (this page's memory is gone with it).
    deletePendingOrder();
    cookies.values.set("pendingOrder", encodeURIComponent(JSON.stringify(order)));
    expect(store.read()).toEqual(order);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it.each([
    ["not JSON", "{"],
    ["a whole card number", JSON.stringify({ ...order, cardLast4: "4111111111111111" })],
    ["no outcome", JSON.stringify({ ...order, outcome: undefined })],
  ])("reads %s as no order", (_, text) => {
    local.setItem("pendingOrder", text);
    expect(browserPendingOrders(["/checkout"]).read()).toBeNull();
  });
});
