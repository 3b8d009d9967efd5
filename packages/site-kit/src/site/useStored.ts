// Storage as pages render it: null (or what the HTML shows) on the server and while hydrating, then what storage holds,
// re-read on every change.
import { useMemo, useSyncExternalStore } from "react";
import {
  parseStoredPlanText,
  readProductText,
  readSection,
  readTermsAccepted,
  type Section,
  type StoredPlan,
  subscribeToStorage,
} from "./storage.js";

const onServer = () => null;

function useStoredValue<T extends string | boolean | null>(
  read: () => T,
  rendered: () => T | null = onServer,
): T | null {
  return useSyncExternalStore(subscribeToStorage, read, rendered);
}

/**
 * The plan chosen with Buy, if it is one of `knownTypes`: gone from the page the moment a purchase clears it. While
 * rendering on the server and hydrating, `shownType`: the plan whose form the HTML shows.
 */
export function useStoredPlan(
  knownTypes: readonly string[],
  shownType: string | null = null,
): StoredPlan | null {
  const shown = shownType === null ? null : JSON.stringify({ subscriptionType: shownType });
  const text = useStoredValue(readProductText, () => shown);
  return useMemo(() => parseStoredPlanText(text, knownTypes), [text, knownTypes]);
}

export function useStoredSection(): Section | null {
  return useStoredValue(readSection);
}

export function useStoredTermsAccepted(): boolean {
  return useStoredValue(readTermsAccepted) ?? false;
}
