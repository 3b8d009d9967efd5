// Browser storage of the chosen plan, the terms flag, the nav section and the checkout's non-card values; every access
// survives missing, malformed, full or blocked storage.
import { type Plan, planTypeKey } from "@membership/content";

import { readCookie, writeCookie } from "./cookies.js";
import { PLAN_COOKIE, STORAGE_KEYS } from "./storageKeys.js";

const STORAGE_PROBE_KEY = "storageProbe";

/** The plan a card stores on Buy: its type (the checkout charges the configured plan of this type) and what it showed. */
export type StoredPlan = Pick<Plan, "subscriptionType"> & Partial<Plan>;

export const SECTIONS = ["home", "price", "about-us", "contact"] as const;
export type Section = (typeof SECTIONS)[number];

type StorageArea = "session" | "local";

/** The Storage object, or null where it is absent (server render) or its getter throws (blocked cookies). */
function storageFor(area: StorageArea): Storage | null {
  try {
    const storage = area === "session" ? globalThis.sessionStorage : globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

// Values a full or blocked storage refused, kept for the life of the page so Buy still reaches checkout.
const unsaved: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };

// Rendered reads (useStoredItem) subscribe here, so a page on screen never shows a value storage no longer holds.
const listeners = new Set<() => void>();

function notifyChange(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change made through this module, and on changes made by another tab. */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.("storage", listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", listener);
  };
}

function readItem(area: StorageArea, key: string): string | null {
  const kept = unsaved[area].get(key);
  if (kept !== undefined) return kept;
  try {
    return storageFor(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** True when the value was stored; on quota and security errors it is kept in memory only. */
function writeItem(area: StorageArea, key: string, value: string): boolean {
  let stored = false;
  try {
    const storage = storageFor(area);
    if (storage) {
      storage.setItem(key, value);
      unsaved[area].delete(key);
      stored = true;
    }
  } catch {
    // Full or blocked: kept in memory below.
  }
  if (!stored) unsaved[area].set(key, value);
  notifyChange();
  return stored;
}

function removeItem(area: StorageArea, key: string): void {
  unsaved[area].delete(key);
  try {
    storageFor(area)?.removeItem(key);
  } catch {
    // Nothing stored can be removed from a blocked storage either.
  }
  notifyChange();
}

/** A JSON object (not null, not an array), as read back from storage or a file. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const PLAN_TEXTS = [
  "subscriptionPrice",
  "subscriptionTrialPrice",
  "subscriptionTrialInfo",
  "subscriptionDescription",
  "subscriptionButtonText",
] as const;

/**
 * The plan record in `value`, or null when it names no plan, or none of `knownTypes` when given (compared by content's
 * one rule, planTypeKey). The type comes back as configured; other fields are kept when they are text, and unknown
 * fields are dropped.
 */
export function parseStoredPlan(value: unknown, knownTypes?: readonly string[]): StoredPlan | null {
  if (!isRecord(value)) return null;
  const stored = typeof value.subscriptionType === "string" ? value.subscriptionType.trim() : "";
  if (stored === "") return null;
  const known = knownTypes?.find((type) => planTypeKey(type) === planTypeKey(stored));
  if (knownTypes && !known) return null;
  const plan: StoredPlan = { subscriptionType: known ?? stored };
  for (const field of PLAN_TEXTS) {
    const text = value[field];
    if (typeof text === "string") plan[field] = text;
  }
  return plan;
}

/** The sessionStorage entry Buy leaves for a plan, as [key, value]: set it before opening /checkout directly. */
export function storedPlanEntry(planType: string): [key: string, value: string] {
  return [STORAGE_KEYS.product, storedPlanText({ subscriptionType: planType })];
}

/** The plan record as Buy stores it (session storage, or the plan cookie where storage refuses it). */
export function storedPlanText(plan: StoredPlan): string {
  return JSON.stringify(plan);
}

export function saveProduct(plan: StoredPlan): boolean {
  return writeItem("session", STORAGE_KEYS.product, storedPlanText(plan));
}

/** The stored plan, or null when none is stored, it is not JSON, or it is not one of `knownTypes`. Never throws. */
export function readProduct(knownTypes?: readonly string[]): StoredPlan | null {
  return parseStoredPlanText(readProductText(), knownTypes);
}

/** The plan record as stored: a string, so a rendered read can compare it by value. */
export function readProductText(): string | null {
  return readItem("session", STORAGE_KEYS.product) ?? readCookie(PLAN_COOKIE);
}

/** The plan in the stored text, or null when there is none, it is not JSON, or it is not a plan. */
export function parseStoredPlanText(
  raw: string | null,
  knownTypes?: readonly string[],
): StoredPlan | null {
  if (raw === null) return null;
  try {
    return parseStoredPlan(JSON.parse(raw), knownTypes);
  } catch {
    return null;
  }
}

export function deleteProduct(): void {
  writeCookie(PLAN_COOKIE, null);
  removeItem("session", STORAGE_KEYS.product);
}

export function saveTermsAccepted(accepted: boolean): boolean {
  return writeItem("local", STORAGE_KEYS.terms, accepted ? "true" : "false");
}

/** True only when "true" is stored. */
export function readTermsAccepted(): boolean {
  return readItem("local", STORAGE_KEYS.terms) === "true";
}

export function deleteTerms(): void {
  removeItem("local", STORAGE_KEYS.terms);
}

export function isSection(value: unknown): value is Section {
  return (SECTIONS as readonly unknown[]).includes(value);
}

export function saveSection(section: Section): boolean {
  return writeItem("session", STORAGE_KEYS.section, section);
}

/** The stored section, or null when none or an unknown value is stored. */
export function readSection(): Section | null {
  const raw = readItem("session", STORAGE_KEYS.section);
  return isSection(raw) ? raw : null;
}

export function clearSection(): void {
  removeItem("session", STORAGE_KEYS.section);
}

/** The checkout's billing values as JSON; what goes in is forms/checkoutValues.ts's to decide. */
export function saveCheckoutValuesText(json: string): boolean {
  return writeItem("session", STORAGE_KEYS.checkoutValues, json);
}

export function readCheckoutValuesText(): string | null {
  return readItem("session", STORAGE_KEYS.checkoutValues);
}

/** False when local storage refused it (kept in this page's memory only). */
export function savePendingOrderText(json: string): boolean {
  return writeItem("local", STORAGE_KEYS.pendingOrder, json);
}

export function readPendingOrderText(): string | null {
  return readItem("local", STORAGE_KEYS.pendingOrder);
}

export function deletePendingOrder(): void {
  removeItem("local", STORAGE_KEYS.pendingOrder);
}

/** Whether local storage takes a value now (a probe written and removed). */
export function isLocalStorageWritable(): boolean {
  try {
    const storage = storageFor("local");
    if (!storage) return false;
    storage.setItem(STORAGE_PROBE_KEY, "1");
    storage.removeItem(STORAGE_PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Empties session storage: the plan, section and checkout values of this visit. */
export function clearSessionStorage(): void {
  writeCookie(PLAN_COOKIE, null);
  unsaved.session.clear();
  try {
    storageFor("session")?.clear();
  } catch {
    // A blocked storage holds nothing of this visit.
  }
  notifyChange();
}

/** The section Buy stores (spec: "It then sets the section name to 'price'"). */
export const BUY_SECTION = "price" satisfies Section;

/**
 * Buy on a plan card: store the plan, mark the price section and open checkout in the same window. Checkout is a page
 * load: a plan storage refused rides along in a session cookie.
 */
export function buyPlan(plan: StoredPlan, openCheckout: () => unknown): void {
  if (!saveProduct(plan)) writeCookie(PLAN_COOKIE, storedPlanText(plan));
  saveSection(BUY_SECTION);
  openCheckout();
}
