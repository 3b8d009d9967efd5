import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSessionStorage } from "../site/storage.js";
import { type CookieJar, cookieJar } from "../test/cookieJar.js";
import { MemoryStorage } from "../test/memoryStorage.js";
import { checkoutValuesStore } from "./checkoutValues.js";

let session: MemoryStorage;
let cookies: CookieJar;
beforeEach(() => {
  session = new MemoryStorage();
  cookies = cookieJar();
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("document", cookies.document);
});

afterEach(() => {
  clearSessionStorage();
  vi.unstubAllGlobals();
});

describe("checkout values", () => {
  // No value the ciphertext's base64 could spell by chance: each has a space or five characters or more ("Ada" once did).
  const billing = {
    firstName: "Ada May",
    lastName: "Lovelace",
    address: "1 Ocean Drive",
    addressApt: "Apt 4",
    city: "Miami",
    state: "Florida",
    zipCode: "33101",
    email: "ada@example.com",
    phoneNumber: "3055550100",
  };

  it("round-trips the billing values, stored under 'checkoutValues' as ciphertext only", async () => {
    const store = checkoutValuesStore(["/checkout"]);
    await store.save(billing);
    const stored = session.getItem("checkoutValues") ?? "";
    expect(JSON.parse(stored)).toEqual({
      key: expect.any(String),
      iv: expect.any(String),
      data: expect.any(String),
    });
    for (const value of Object.values(billing)) expect(stored).not.toContain(value);
    expect(await store.read()).toEqual(billing);
  });

  it("keeps its key in a session cookie of the payment page's path, never sent cross-site", async () => {
    await checkoutValuesStore(["/checkout"]).save(billing);
    expect(cookies.written).toEqual([
      expect.stringMatching(/^checkoutKey_[0-9a-f]{16}=.+; Path=\/checkout; SameSite=Strict$/),
    ]);
  });

  // A script on another page can write a cookie for /checkout and values naming it, but cannot read the page's own.
  it("encrypts under a key its document made, never one it found: a planted key opens nothing typed after", async () => {
    const planted = crypto.getRandomValues(new Uint8Array(32));
    const plantedKey = await crypto.subtle.importKey("raw", planted, "AES-GCM", false, [
      "encrypt",
      "decrypt",
    ]);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv },
      plantedKey,
      new TextEncoder().encode(JSON.stringify({ city: "Planted" })),
    );
    const base64 = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)));
    cookies.values.set("checkoutKey_00000000000000aa", encodeURIComponent(base64(planted)));
    session.setItem(
      "checkoutValues",
      JSON.stringify({ key: "00000000000000aa", iv: base64(iv), data: base64(sealed) }),
    );

    const store = checkoutValuesStore(["/checkout"]);
    await store.save(billing);
    const stored = JSON.parse(session.getItem("checkoutValues") ?? "{}");
    expect(stored.key).toMatch(/^[0-9a-f]{16}$/);
    expect(stored.key).not.toBe("00000000000000aa");
    await expect(
      crypto.subtle.decrypt(
        { name: "AES-GCM", iv: Uint8Array.from(atob(stored.iv), (char) => char.charCodeAt(0)) },
        plantedKey,
        Uint8Array.from(atob(stored.data), (char) => char.charCodeAt(0)),
      ),
    ).rejects.toThrow();
    expect(cookies.values.has("checkoutKey_00000000000000aa")).toBe(false);
    expect(await store.read()).toEqual(billing);
  });

  it("keeps each tab's values under its own key: another tab's save leaves them readable after a reload", async () => {
    await checkoutValuesStore(["/checkout"]).save(billing);
    const firstTab = session;
    session = new MemoryStorage();
    vi.stubGlobal("sessionStorage", session);
    await checkoutValuesStore(["/checkout"]).save({ ...billing, city: "Tampa" });
    vi.stubGlobal("sessionStorage", firstTab);
    expect(await checkoutValuesStore(["/checkout"]).read()).toEqual(billing);
  });

  it("reads nothing without the key: the pages outside the payment page's path", async () => {
    const store = checkoutValuesStore(["/checkout"]);
    await store.save(billing);
    cookies.values.clear();
    expect(await store.read()).toEqual({});
  });

  it("the last values typed win when saves overlap", async () => {
    const store = checkoutValuesStore(["/checkout"]);
    void store.save({ ...billing, city: "Tampa" });
    await store.save(billing);
    expect(await store.read()).toEqual(billing);
  });

  it("never stores the card number, expiry or CVV, whatever it is handed", async () => {
    const store = checkoutValuesStore(["/checkout"]);
    const withCard = { ...billing, cardNumber: "4111111111111111", expDate: "12-29", fcvv: "123" };
    await store.save(withCard);
    expect(await store.read()).toEqual(billing);
  });

  it.each([
    ["not json"],
    ["[1,2]"],
    ['{"firstName":"Ada","city":"Miami"}'],
    ['{"iv":"AAAAAAAAAAAAAAAA","data":"bm90IHNlYWxlZA=="}'],
    ['{"key":"x; Path=/","iv":"AAAAAAAAAAAAAAAA","data":"bm90IHNlYWxlZA=="}'],
  ])("reads nothing from %s", async (stored) => {
    const store = checkoutValuesStore(["/checkout"]);
    await store.save(billing);
    session.setItem("checkoutValues", stored);
    expect(await store.read()).toEqual({});
  });

  it("goes with the rest of the visit's session storage", async () => {
    const store = checkoutValuesStore(["/checkout"]);
    await store.save(billing);
    clearSessionStorage();
    expect(await store.read()).toEqual({});
  });
});
