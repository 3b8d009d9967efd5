import { describe, expect, it, vi } from "vitest";
import {
  CONSENT_CHANGED_EVENT,
  consentAllows,
  readConsent,
  saveConsent,
  sendsGlobalPrivacyControl,
} from "./consent.js";
import type { ConsentCategory } from "./consentCategories.js";
import { STORAGE_KEYS } from "./storageKeys.js";

/** A window with a storage of its own, and the signal when `gpc`. */
function consentWindow(gpc = false, blocked = false) {
  const stored = new Map<string, string>();
  const target = new EventTarget();
  return {
    stored,
    localStorage: {
      getItem: (key: string) => {
        if (blocked) throw new DOMException("blocked", "SecurityError");
        return stored.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (blocked) throw new DOMException("blocked", "SecurityError");
        stored.set(key, value);
      },
    },
    navigator: { globalPrivacyControl: gpc } as unknown as Navigator,
    addEventListener: target.addEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  } as const;
}

describe("consentAllows", () => {
  const accepted = { analytics: true, marketing: false };
  it.each<[ConsentCategory, typeof accepted | null, boolean, boolean]>([
    ["necessary", null, false, true],
    ["functional", null, true, true],
    ["analytics", null, false, false],
    ["analytics", accepted, false, true],
    ["analytics", accepted, true, false],
    ["marketing", accepted, false, false],
    ["marketing", { analytics: true, marketing: true }, true, false],
  ])("%s with the choice %j and GPC %s: %s", (category, choice, gpc, allowed) => {
    expect(consentAllows(category, choice, gpc)).toBe(allowed);
  });
});

describe("the stored choice", () => {
  it("is read back as saved, and the page is told", () => {
    const win = consentWindow();
    const told = vi.fn();
    win.addEventListener(CONSENT_CHANGED_EVENT, (event) => told((event as CustomEvent).detail));
    saveConsent(["analytics"], win as never);
    expect(JSON.parse(win.stored.get(STORAGE_KEYS.consent) ?? "")).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(readConsent(win as never)).toEqual({ analytics: true, marketing: false });
    expect(told).toHaveBeenCalledWith({ analytics: true, marketing: false });
  });

  it("is a refusal of everything asked under Global Privacy Control, whatever was pressed", () => {
    const win = consentWindow(true);
    expect(sendsGlobalPrivacyControl(win as never)).toBe(true);
    saveConsent(["analytics", "marketing"], win as never);
    expect(readConsent(win as never)).toEqual({ analytics: false, marketing: false });
  });

  it.each([
    ["nothing stored", undefined],
    ["not JSON", "yes"],
    ["a category missing", '{"analytics":true}'],
    ["a category not a boolean", '{"analytics":"true","marketing":false}'],
  ])("is no answer when %s", (_, value) => {
    const win = consentWindow();
    if (value !== undefined) win.stored.set(STORAGE_KEYS.consent, value);
    expect(readConsent(win as never)).toBeNull();
  });

  it("holds for the page when storage is blocked: no answer stored, the page still told", () => {
    const win = consentWindow(false, true);
    const told = vi.fn();
    win.addEventListener(CONSENT_CHANGED_EVENT, told);
    expect(() => saveConsent([], win as never)).not.toThrow();
    expect(readConsent(win as never)).toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
  });
});
