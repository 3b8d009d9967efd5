// Storage as pages render it: null on the server and while hydrating, then what storage holds, re-read on every change.
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

function useStoredValue<T extends string | boolean | null>(read: () => T): T | null {
  return useSyncExternalStore(subscribeToStorage, read, onServer);
}

/** The plan chosen with Buy, if it is one of `knownTypes`: gone from the page the moment a purchase clears it. */
export function useStoredPlan(knownTypes: readonly string[]): StoredPlan | null {
  const text = useStoredValue(readProductText);
  return useMemo(() => parseStoredPlanText(text, knownTypes), [text, knownTypes]);
}

export function useStoredSection(): Section | null {
  return useStoredValue(readSection);
}

export function useStoredTermsAccepted(): boolean {
  return useStoredValue(readTermsAccepted) ?? false;
}
